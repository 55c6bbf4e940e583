import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { movementAnswers, sampleMovements, type FakeMovement } from '../testing/recordsAnswers';
import { AccountRecordPage } from './AccountRecordPage';

function StoryMovements({ movements, platform }: { movements: FakeMovement[]; platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...movementAnswers(movements), ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <AccountRecordPage client={state.client} memberId="9" currency="THB" onMoneyMoved={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/AccountRecordPage',
  component: StoryMovements,
  args: { movements: sampleMovements(), platform: {} },
} satisfies Meta<typeof StoryMovements>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
};

/** A pending deposit, a round's bet and win, a transfer to a game wallet. */
export const Movements: Story = { play: loaded };

export const NoMovements: Story = { args: { movements: [] }, play: loaded };

export const LoadFailed: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getTransactionHistory': { fault: 'network' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
