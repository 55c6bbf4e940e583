import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '../testing/fakePlatform';
import { securityAnswers, securityWith } from '../testing/securityAnswers';
import { SecurityPage } from './SecurityPage';

function StorySecurity({ platform }: { platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...securityAnswers, ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <SecurityPage
        client={state.client}
        memberId="7"
        onMoneyMoved={() => undefined}
        onChangeLoginPassword={() => undefined}
        paymentPasswordRule={{ minLength: 6, maxLength: 6, acceptedPattern: '^[0-9]+$' }}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/SecurityPage',
  component: StorySecurity,
  args: { platform: { 'POST /wps/relay/MCSFE_setWithdrawPassword': { value: null } } },
} satisfies Meta<typeof StorySecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No payment password yet: the form sets one, and a short one is refused next to the field. */
export const NoPaymentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, payment] = await canvas.findAllByRole('region', {}, { timeout: 3000 });
    const form = within(payment as HTMLElement);
    const [password] = form.getAllByLabelText(/./, { selector: 'input' });
    await userEvent.type(password as HTMLElement, '2468');
    await userEvent.click(form.getAllByRole('button').at(-1) as HTMLElement);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A payment password set: changing it asks for the login password. */
export const PaymentPasswordSet: Story = {
  args: {
    platform: {
      'GET /wps/v2/member/securityConfig': securityWith({ paymentPasswordSet: true, email: 'k****@example.com' }),
    },
  },
  // Settled once every part has loaded: no spinner left.
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
  },
};

export const FailedLoad: Story = {
  args: { platform: { 'GET /wps/v2/member/securityConfig': { status: 503 } } },
  // Settled once the failure is said (the client's retries take a moment).
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};
