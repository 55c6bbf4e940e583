import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { securityWith } from '../testing/securityAnswers';
import { disbursedWithdrawal, withdrawAnswers, withdrawSettingsWith } from '../testing/withdrawAnswers';
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
        onContactSupport={() => undefined}
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
const loaded = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
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
  play: async (context) => {
    const alert = await within(await submitWithdrawal(context)).findByRole('alert');
    await expect(alert).toHaveTextContent('1,200.50');
    await expect(alert).toHaveTextContent('5,000.00');
  },
};

/** The missing items listed, each with its way: My account's bind forms, customer service for the rest. */
export const InformationMissing: Story = {
  args: {
    platform: {
      'POST /wps/relay/MCSFE_withdraw': {
        status: 400,
        errorCode: 'required_member_information_incomplete',
        message: 'Refused.',
        value: { data: ['required_mobile_no', 'required_email_add', 'required_address'] },
      },
    },
  },
  play: async (context) => {
    const missing = await within(await submitWithdrawal(context)).findByRole('list');
    await expect(within(missing).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(missing).getAllByRole('button')).toHaveLength(3);
  },
};

/** Withdraws 200 with the story's payment password once the page has loaded; answers the form's section. */
// Found by field names, not labels: the stories run in each brand's own language.
async function submitWithdrawal(context: { canvasElement: HTMLElement }): Promise<HTMLElement> {
  await loaded(context);
  const form = context.canvasElement.querySelector<HTMLElement>('form:has(input[name="amount"])');
  const section = form?.closest('section');
  if (!form || !section) throw new Error('No withdraw form');
  const field = (name: string) => form.querySelector(`input[name="${name}"]`) as HTMLElement;
  await userEvent.type(field('amount'), '200');
  await userEvent.type(field('password'), '246810');
  await userEvent.click(form.querySelector('button[type="submit"]') as HTMLElement);
  return section;
}

export const NoPaymentPassword: Story = {
  args: { platform: { 'GET /wps/v2/member/securityConfig': securityWith() } },
  play: loaded,
};

export const CardsFull: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getWithdrawSettings': withdrawSettingsWith({ maxBankCards: 2 }) } },
  play: loaded,
};

const confirmationAsked = {
  'GET /wps/relay/MCSFE_getPaymentConfirmationList': { value: { minutes: 15, list: [disbursedWithdrawal] } },
  'GET /wps/relay/MCSFE_getWithdrawRecords': { value: { list: [disbursedWithdrawal], totalCount: 1, totalPages: 1 } },
  'POST /wps/relay/MCSFE_processC2CTransaction': { value: { ...disbursedWithdrawal, status: 'RECEIVED' } },
};

/** The confirmation of a disbursed C2C withdrawal: found as the group holding its two answers. */
const confirmation = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('group', {}, { timeout: 10_000 }));

export const PaymentDisbursed: Story = {
  args: { platform: confirmationAsked },
  play: async (context) => {
    await loaded(context);
    await expect((await confirmation(context.canvasElement)).getAllByRole('button')).toHaveLength(2);
  },
};

export const PaymentReceived: Story = {
  args: { platform: confirmationAsked },
  tags: ['no-visual'],
  play: async (context) => {
    await loaded(context);
    const [received] = (await confirmation(context.canvasElement)).getAllByRole('button');
    await userEvent.click(received as HTMLElement);
    const section = context.canvasElement.querySelector('section[aria-labelledby="withdraw-confirmations"]');
    await expect(await within(section as HTMLElement).findByRole('status')).toHaveTextContent('1,000.00');
  },
};

const c2cRecord = (withdrawId: number, status: string, minutesAfter = 5) => ({
  ...disbursedWithdrawal,
  withdrawId,
  status,
  updateTime: disbursedWithdrawal.disbursedTime + minutesAfter * 60_000,
});

/** Every status of a C2C withdrawal in the records, each in words of its own. */
export const ConfirmationStatuses: Story = {
  args: {
    platform: {
      'GET /wps/relay/MCSFE_getWithdrawRecords': {
        value: {
          list: [
            c2cRecord(1, 'DISBURSED', 0),
            c2cRecord(2, 'RECEIVED'),
            c2cRecord(3, 'NOT_RECEIVED'),
            c2cRecord(4, 'FORCED_RECEIVED'),
            c2cRecord(5, 'FORCED_RECEIVED', 31),
            c2cRecord(6, 'ALL_RECEIVED'),
          ],
          totalCount: 6,
          totalPages: 1,
        },
      },
    },
  },
  play: async (context) => {
    await loaded(context);
    const records = context.canvasElement.querySelector('section[aria-labelledby="withdraw-records"]');
    const statuses = [...(records?.querySelectorAll('li > :nth-child(2)') ?? [])].map((cell) => cell.textContent);
    await expect(new Set(statuses).size).toBe(6);
  },
};
