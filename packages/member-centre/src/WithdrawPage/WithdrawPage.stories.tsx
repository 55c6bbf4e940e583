import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '../testing/fakePlatform';
import { securityWith } from '../testing/securityAnswers';
import { withdrawAnswers, withdrawSettingsWith } from '../testing/withdrawAnswers';
import { WithdrawPage } from './WithdrawPage';

function StoryWithdraw({ platform }: { platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...withdrawAnswers, ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <WithdrawPage
        client={state.client}
        memberId="7"
        currency="USD"
        onMoneyMoved={() => undefined}
        onOpenPage={() => undefined}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/WithdrawPage',
  component: StoryWithdraw,
  args: { platform: {} },
} satisfies Meta<typeof StoryWithdraw>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once every part has loaded: no spinner left (the cards, the settings and the records load apart). */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
};

export const Withdraw: Story = { play: loaded };

export const TurnoverNotEnough: Story = {
  args: {
    platform: {
      'POST /wps/relay/MCSFE_withdraw': {
        status: 400,
        errorCode: 'withdraw_turnover_not_enough',
        message: 'Refused.',
        value: { data: { requiredTurnover: 5000, actualTurnover: 1200.5 } },
      },
    },
  },
  // Found by field names, not labels: the stories run in each brand's own language.
  play: async (context) => {
    await loaded(context);
    const form = context.canvasElement.querySelector<HTMLElement>('form:has(input[name="amount"])');
    const section = form?.closest('section');
    if (!form || !section) throw new Error('No withdraw form');
    const field = (name: string) => form.querySelector(`input[name="${name}"]`) as HTMLElement;
    await userEvent.type(field('amount'), '200');
    await userEvent.type(field('password'), '246810');
    await userEvent.click(form.querySelector('button[type="submit"]') as HTMLElement);
    const alert = await within(section).findByRole('alert');
    await expect(alert).toHaveTextContent('1,200.50');
    await expect(alert).toHaveTextContent('5,000.00');
  },
};

export const NoPaymentPassword: Story = {
  args: { platform: { 'GET /wps/v2/member/securityConfig': securityWith() } },
  play: loaded,
};

export const CardsFull: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getWithdrawSettings': withdrawSettingsWith({ maxBankCards: 2 }) } },
  play: loaded,
};
