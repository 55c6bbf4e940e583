import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { rebateAnswers, sampleRebates, type FakeRebate } from '../testing/rebateAnswers';
import { ManualRebatePage } from './ManualRebatePage';

function StoryRebate({ rebates, platform }: { rebates: FakeRebate[]; platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...rebateAnswers(structuredClone(rebates)), ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <ManualRebatePage client={state.client} memberId="9" currency="USD" onMoneyMoved={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/ManualRebatePage',
  component: StoryRebate,
  args: { rebates: sampleRebates(), platform: {} },
} satisfies Meta<typeof StoryRebate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once the rebate has loaded: no spinner left. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
};

/**
 * Presses "claim all", the first button of the page (the stories run in each brand's own language, so buttons go by
 * place, not words), and answers the page's section.
 */
async function claimAll(canvasElement: HTMLElement) {
  const section = await waitFor(
    () => {
      const found = canvasElement.querySelector('section');
      if (!found?.querySelector('ul')) throw new Error('No rebate yet');
      return found;
    },
    { timeout: 10_000 },
  );
  await userEvent.click(within(section).getAllByRole('button')[0] as HTMLElement);
  return within(section);
}

export const Rebate: Story = {
  play: async (context) => {
    await loaded(context);
    const cards = within(context.canvasElement).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    // Each product's claim names its product.
    for (const card of cards) {
      const name = within(card).getByRole('heading').textContent ?? '';
      await expect(within(card).getByRole('button')).toHaveAccessibleName(expect.stringContaining(name));
    }
  },
};

export const Claimed: Story = {
  play: async ({ canvasElement }) => {
    const section = await claimAll(canvasElement);
    await expect(await section.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('34.00');
    // The slots' rebate starts over (after the total, the slots' valid bets, rate and rebate).
    await waitFor(() => expect(section.getAllByRole('definition')[3]).toHaveTextContent('0.00'), { timeout: 10_000 });
  },
};

/** Nothing earned since the last claim: a claim says so in the page's words. */
export const NothingToClaim: Story = {
  args: {
    rebates: sampleRebates().map((item) => ({
      ...item,
      validBetAmount: 0,
      rebateAmount: 0,
      lastClaimTime: Date.UTC(2026, 10, 20, 12),
    })),
  },
  play: async ({ canvasElement }) => {
    const section = await claimAll(canvasElement);
    await expect(await section.findByRole('alert', {}, { timeout: 10_000 })).not.toHaveTextContent('Nothing to claim.');
  },
};

/** Only live casino earned anything, under its minimum: the claim names both amounts. */
export const BelowMinimum: Story = {
  args: { rebates: sampleRebates().filter((item) => item.productType !== 'RNG') },
  play: async ({ canvasElement }) => {
    const section = await claimAll(canvasElement);
    const alert = await section.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('0.75');
    await expect(alert).toHaveTextContent('1.00');
  },
};

export const NotOffered: Story = {
  args: {
    platform: {
      'GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType': {
        status: 400,
        errorCode: 'function.not.available',
        message: '#543 function.not.available',
      },
    },
  },
  play: async (context) => {
    await loaded(context);
    await expect(within(context.canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rebates: [] },
  play: async (context) => {
    await loaded(context);
    await expect(within(context.canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getManualRebate': { status: 500, errorCode: 'internal_error' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
