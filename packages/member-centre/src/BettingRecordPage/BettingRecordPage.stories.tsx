import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { betAnswers, sampleBets, type FakeBet } from '../testing/recordsAnswers';
import { BettingRecordPage } from './BettingRecordPage';

function StoryBets({ bets, platform }: { bets: FakeBet[]; platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...betAnswers(bets), ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <BettingRecordPage
        client={state.client}
        memberId="9"
        currency="THB"
        onMoneyMoved={() => undefined}
        gameVendors={{ RNG: [{ code: 'PP', name: 'Pragmatic Play' }] }}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/BettingRecordPage',
  component: StoryBets,
  args: { bets: sampleBets(24), platform: {} },
} satisfies Meta<typeof StoryBets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once the record has loaded: no spinner left. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
};

/** The bets of the last 7 days with their totals, two pages of them. */
export const Bets: Story = { play: loaded };

export const NoBets: Story = { args: { bets: [] }, play: loaded };

export const BetDetails: Story = {
  play: async ({ canvasElement }) => {
    const list = await waitFor(
      () => {
        const found = canvasElement.querySelector('ul');
        if (!found) throw new Error('No bets yet');
        return found;
      },
      { timeout: 10_000 },
    );
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(canvasElement.querySelector('h4[tabindex="-1"]')).toHaveFocus(), { timeout: 10_000 });
  },
};

export const LoadFailed: Story = {
  args: {
    platform: { 'GET /wps/relay/MCSFE_getPersonalRNGHistory': { status: 500, errorCode: 'internal_error' } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
