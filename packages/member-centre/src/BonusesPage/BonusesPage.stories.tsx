import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { bonusAnswers, sampleBonuses, type FakeBonus } from '../testing/profitAnswers';
import { BonusesPage } from './BonusesPage';

function StoryBonuses({ bonuses, platform }: { bonuses: FakeBonus[]; platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...bonusAnswers(structuredClone(bonuses)), ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <BonusesPage client={state.client} memberId="9" currency="THB" onMoneyMoved={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/BonusesPage',
  component: StoryBonuses,
  args: { bonuses: sampleBonuses(), platform: {} },
} satisfies Meta<typeof StoryBonuses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once the list has loaded: no spinner left. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
  await waitFor(() => expect(canvasElement.querySelector('ul, p, [role="alert"]')).not.toBeNull());
};

/** One bonus of each status, each with its turnover bar (filling from the start, right to left too). */
export const Bonuses: Story = {
  play: async (context) => {
    await loaded(context);
    await expect(within(context.canvasElement).getAllByRole('progressbar')).toHaveLength(4);
  },
};

/** More than a page: the pager under the list. */
export const Paged: Story = {
  args: {
    bonuses: Array.from({ length: 3 }, (_, round) =>
      sampleBonuses().map((bonus) => ({ ...bonus, id: bonus.id + 10 * round })),
    ).flat(),
  },
  play: async (context) => {
    await loaded(context);
    await expect(within(context.canvasElement).getByRole('navigation')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { bonuses: [] }, play: loaded };

export const LoadFailed: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getBonusDetails': { status: 500, errorCode: 'internal_error' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
