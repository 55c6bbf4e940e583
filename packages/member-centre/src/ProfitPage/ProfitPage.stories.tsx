import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { playedToday, profitAnswers, sampleProfit } from '../testing/profitAnswers';
import { ProfitPage } from './ProfitPage';

function StoryProfit({ answers, platform }: { answers: Record<string, typeof playedToday>; platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...profitAnswers(answers), ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <ProfitPage client={state.client} memberId="9" currency="THB" onMoneyMoved={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/ProfitPage',
  component: StoryProfit,
  args: { answers: sampleProfit, platform: {} },
} satisfies Meta<typeof StoryProfit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once the period has loaded: no spinner left, the table or the alert shown. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
  await waitFor(() => expect(canvasElement.querySelector('table, [role="alert"]')).not.toBeNull());
};

/** Today, with nothing played yet: the figures at zero, no chart. */
export const NothingPlayed: Story = { play: loaded };

/** A day with every product played: the figures, the chart (mirrored right to left) and the table. */
export const Played: Story = {
  args: { answers: { ...sampleProfit, TODAY: playedToday } },
  play: async (context) => {
    await loaded(context);
    await expect(context.canvasElement.querySelectorAll('svg[data-product]')).toHaveLength(7);
  },
};

/** Another period chosen (the stories run in each brand's own language, so the option goes by place). */
export const LastMonth: Story = {
  play: async (context) => {
    await loaded(context);
    await userEvent.click(within(context.canvasElement).getByRole('combobox'));
    const options = await within(document.body).findAllByRole('option');
    await userEvent.click(options[5] as HTMLElement);
    await waitFor(() => expect(context.canvasElement.querySelectorAll('svg[data-product]')).toHaveLength(1), {
      timeout: 10_000,
    });
  },
};

export const LoadFailed: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getPersonalProfitLoss': { status: 500, errorCode: 'internal_error' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
