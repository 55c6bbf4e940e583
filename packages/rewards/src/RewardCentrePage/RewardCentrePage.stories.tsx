import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { rewardAnswers, sampleState, type RewardState } from '../testing/rewardAnswers';
import { RewardCentrePage } from './RewardCentrePage';

function StoryCentre({ state, platform }: { state: RewardState; platform: FakePlatform }) {
  const [held] = useState(() => ({
    client: fakeClient({ ...rewardAnswers(structuredClone(state)), ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={held.queryClient}>
      <RewardCentrePage client={held.client} memberId="9" currency="USD" onMoneyMoved={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Rewards/RewardCentrePage',
  component: StoryCentre,
  args: { state: sampleState(), platform: {} },
} satisfies Meta<typeof StoryCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once everything has loaded: the draw's status shown, no spinner left. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).getAllByRole('listitem').length).toBeGreaterThan(4), {
    timeout: 10_000,
  });
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
};

/** The member's promotions, a running draw, a ticket and a voucher to use, and the history. */
export const Rewards: Story = { play: loaded };

/** Nothing to claim, no draw, no ticket: each part says so. */
export const Empty: Story = {
  args: {
    state: {
      ...sampleState(),
      promotions: [],
      tickets: [],
      vouchers: [],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('heading').length).toBeGreaterThan(5), {
      timeout: 10_000,
    });
  },
};

/** A reward claimed: what was paid, said above the parts. The buttons go by place (each brand's own language). */
export const Claimed: Story = {
  play: async (context) => {
    await loaded(context);
    const canvas = within(context.canvasElement);
    // The first promotion with something to do: the Friday free spins' claim.
    const claimable = canvas.getAllByRole('listitem').find((item) => within(item).queryAllByRole('button').length > 0);
    await userEvent.click(within(claimable as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    await expect(await canvas.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('10.00');
  },
};

/** The draw not started yet: the countdown to its start. */
export const DrawNotStarted: Story = {
  args: { state: { ...sampleState(), raffle: { isClaimed: 'N', hasStarted: 'N', hasEnded: 'N', time: 3 * 3600 } } },
  play: loaded,
};

/** The draw's ticket taken: its number and the days it is in the draw. */
export const DrawJoined: Story = {
  args: {
    state: {
      ...sampleState(),
      promotions: sampleState().promotions.map((row) =>
        row.promotionType === 'RAFFLE'
          ? {
              ...row,
              status: 'joined' as const,
              raffleTicket: { id: 7, ticketId: 'R12-000007', startDateStr: '2026-11-01', endDateStr: '2026-11-07' },
            }
          : row,
      ),
      raffle: { isClaimed: 'Y', hasStarted: 'Y', hasEnded: 'N', time: 3600 },
    },
  },
  play: loaded,
};

/** The rewards could not be loaded: the reason and a way to try again. */
export const LoadFailed: Story = {
  args: { platform: { 'GET /wps/relay/MCS2_getPromotionClaimList': { fault: 'network' } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', {}, { timeout: 10_000 });
  },
};

/** The voucher's cancel asks first: the confirmation dialog. */
export const CancelAsked: Story = {
  // Checked, not shot: the dialog's backdrop covers the viewport wherever the click left the page scrolled, which
  // differs by a few pixels from run to run.
  tags: ['no-visual'],
  play: async (context) => {
    await loaded(context);
    const canvas = within(context.canvasElement);
    const vouchers = canvas.getAllByRole('region')[4] as HTMLElement;
    // From the top, whatever the story before left: the button is scrolled into view the same way every time, and the
    // dialog drawn over the same part of the page.
    window.scrollTo(0, 0);
    await userEvent.click(within(vouchers).getAllByRole('button')[0] as HTMLElement);
    await within(document.body).findByRole('alertdialog', {}, { timeout: 10_000 });
  },
};
