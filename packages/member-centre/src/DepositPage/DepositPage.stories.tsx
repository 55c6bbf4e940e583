import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bankTransferMade,
  depositAnswers,
  depositRecord,
  depositSettingsWith,
  recordsOf,
} from '../testing/depositAnswers';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { DepositPage } from './DepositPage';

function StoryDeposit({ platform }: { platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...depositAnswers, ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <DepositPage client={state.client} memberId="7" currency="USD" onMoneyMoved={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/DepositPage',
  component: StoryDeposit,
  args: { platform: {} },
} satisfies Meta<typeof StoryDeposit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once every part has loaded: no spinner left (the settings, the methods and the records load apart). */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
};

/**
 * The deposit form, found by its fields' names rather than their labels: the stories run in each brand's own
 * language. Chooses bank transfer and types `amount`, then submits.
 */
async function transfer(canvasElement: HTMLElement, amount: string) {
  const form = canvasElement.querySelector<HTMLFormElement>('form:has(input[name="amount"])');
  if (!form) throw new Error('No deposit form');
  await userEvent.click(form.querySelector('input[name="method"][value="MT"]') as HTMLElement);
  await userEvent.type(form.querySelector('input[name="amount"]') as HTMLElement, amount);
  await userEvent.click(form.querySelector('button[type="submit"]') as HTMLElement);
  return form;
}

/** Online payment and bank transfer, the channels with their limits, the presets, a promotion, the records. */
/** The methods and the records: a bank transfer left before it was said made offers to continue it. */
export const Methods: Story = {
  args: {
    platform: {
      'GET /wps/relay/MCSFE_getDepositRecords': recordsOf(
        depositRecord({
          depositId: 43,
          method: 'MT',
          bankName: 'Siam Commercial Bank',
          receiverNamePinyin: 'Lotus Payments Ltd',
          accountNumber: '000188776655',
          amount: 2000,
          status: 'PENDING',
          taskCreated: false,
        }),
        depositRecord({ depositId: 42, amount: 80, status: 'FAILED' }),
        depositRecord(),
      ),
    },
  },
  play: loaded,
};

export const DepositsOff: Story = {
  args: {
    platform: {
      'GET /wps/relay/MCSFE_getDepositSettings': depositSettingsWith({
        allowDeposit: 'N',
        depositOffMessage: 'Deposits are paused for maintenance. Please try again later.',
      }),
    },
  },
  play: loaded,
};

/** A bank transfer made: the receiving account with its copy buttons, and the receipt to add. */
export const BankTransferDetails: Story = {
  args: { platform: { 'POST /wps/relay/MCSFE_newDepositBankTransfer': bankTransferMade({ remarks: null }) } },
  play: async (context) => {
    await loaded(context);
    await transfer(context.canvasElement, '2000');
    const details = await waitFor(() => {
      const region = context.canvasElement.querySelector<HTMLElement>('section[aria-labelledby="deposit-transfer"]');
      if (!region) throw new Error('No transfer details yet');
      return region;
    });
    await expect(within(details).getByText('000188776655')).toBeVisible();
    await expect(details.querySelector('input[type="file"][name="receipt"]')).not.toBeNull();
  },
};

/** Over the player's own daily limit: the refusal names the limit and what is deposited already. */
export const OverDepositLimit: Story = {
  args: {
    platform: {
      'POST /wps/relay/MCSFE_newDepositBankTransfer': {
        status: 400,
        errorCode: 'deposit_limit_exceeded',
        message: 'Refused.',
        value: { field: 'amount', data: { period: 'daily', limit: 1000, used: 800 } },
      },
    },
  },
  play: async (context) => {
    await loaded(context);
    const form = await transfer(context.canvasElement, '500');
    const alert = await within(form).findByRole('alert');
    await expect(alert).toHaveTextContent('1,000.00');
    await expect(alert).toHaveTextContent('800.00');
  },
};
