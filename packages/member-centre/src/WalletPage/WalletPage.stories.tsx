import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { walletAnswers } from '../testing/walletAnswers';
import { WalletPage } from './WalletPage';

function StoryWallet({ platform }: { platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...walletAnswers, ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <WalletPage client={state.client} memberId="7" currency="USD" onMoneyMoved={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/WalletPage',
  component: StoryWallet,
  args: {
    platform: {
      'POST /wps/relay/GCS_walletTransfer': { value: { successAmount: 100 } },
      'POST /wps/relay/GCS_walletReturn': { value: { successAmount: 300 } },
    },
  },
} satisfies Meta<typeof StoryWallet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wallets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, transfer] = await canvas.findAllByRole('region', {}, { timeout: 3000 });
    const form = within(transfer as HTMLElement);
    const amount = form.getByRole('textbox');
    // A refused amount says why next to the field, and nothing is sent.
    await userEvent.type(amount, '10.005');
    await userEvent.click(form.getAllByRole('button').at(-2) as HTMLElement);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SingleWallet: Story = {
  args: { platform: { 'GET /wps/relay/GCS_merchantWallet': { value: { isSingle: 1 } } } },
  // Settled once every part has loaded: no spinner left.
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
  },
};

export const TransferRefused: Story = {
  args: {
    platform: {
      'POST /wps/relay/GCS_walletTransfer': {
        status: 400,
        errorCode: 'vendor_under_maintenance',
        message: 'AG Casino is under maintenance.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, transfer] = await canvas.findAllByRole('region', {}, { timeout: 3000 });
    const form = within(transfer as HTMLElement);
    await userEvent.type(form.getByRole('textbox'), '50');
    await userEvent.click(form.getAllByRole('button').at(-2) as HTMLElement);
    await expect(await form.findByRole('alert')).toHaveTextContent('AG Casino is under maintenance.');
  },
};

export const LoadFailed: Story = {
  args: { platform: { 'GET /wps/relay/GCS_getAllWalletBalanceV2': { fault: 'network' } } },
  // Settled once the failure is said (the client's retries take a moment).
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};
