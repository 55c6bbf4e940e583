import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakeAnswer, type FakePlatform } from '@lobby/api-client/testing';
import { renderPage } from '../testing/renderPage';
import { disbursedWithdrawal, withdrawAnswers } from '../testing/withdrawAnswers';
import { recordStatus, type WithdrawRecord } from './withdraw';
import { WithdrawPage } from './WithdrawPage';

/**
 * A platform holding one disbursed C2C withdrawal: the member's answer changes its status in both the confirmation
 * list and the records, as the platform does.
 */
function platformWithDisbursed(answer?: (status: string) => FakeAnswer | undefined): FakePlatform {
  let row: Record<string, unknown> = { ...disbursedWithdrawal };
  return {
    'GET /wps/relay/MCSFE_getPaymentConfirmationList': () => ({ value: { minutes: 30, list: [row] } }),
    'GET /wps/relay/MCSFE_getWithdrawRecords': () => ({ value: { list: [row], totalCount: 1, totalPages: 1 } }),
    'POST /wps/relay/MCSFE_processC2CTransaction': (request) => {
      const status = String(request.body?.status);
      const refused = answer?.(status);
      if (refused) return refused;
      row = { ...row, status, updateTime: Date.UTC(2026, 4, 3, 10, 5) };
      return { value: row };
    },
  };
}

function renderWithdraw(platform: FakePlatform) {
  const { client, sent } = fakeClient({ ...withdrawAnswers, ...platform });
  renderPage(<WithdrawPage client={client} memberId="7" currency="USD" onMoneyMoved={vi.fn()} onOpenPage={vi.fn()} />);
  return { writes: () => sent.filter((request) => request.method !== 'GET') };
}

const payment = () => screen.findByRole('group', { name: '$1,000.00 to Kasikornbank **** 1234' });
const records = async () => within(await screen.findByRole('region', { name: 'Withdrawal records' }));

describe('the C2C payment confirmation', () => {
  it('asks about a disbursed withdrawal within the minutes, and records "received"', async () => {
    const { writes } = renderWithdraw(platformWithDisbursed());
    const asked = within(await payment());
    expect(asked.getByText('Payment disbursed: confirm you received it within 30 minutes.')).toBeInTheDocument();
    expect(await (await records()).findByText('Paid, awaiting your confirmation')).toBeInTheDocument();

    await userEvent.click(asked.getByRole('button', { name: 'Received' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: your withdrawal of $1,000.00 is confirmed as received.',
    );
    expect(writes()).toEqual([
      expect.objectContaining({
        path: '/wps/relay/MCSFE_processC2CTransaction',
        body: { withdrawId: 601, status: 'RECEIVED' },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
    expect(await (await records()).findByText('Received')).toBeInTheDocument();
  });

  it('records "not received", said so in the records', async () => {
    const { writes } = renderWithdraw(platformWithDisbursed());
    await userEvent.click(within(await payment()).getByRole('button', { name: 'Not received' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The merchant will look into it.');
    expect(writes()[0]?.body).toEqual({ withdrawId: 601, status: 'NOT_RECEIVED' });
    expect(await (await records()).findByText('Not received')).toBeInTheDocument();
  });

  it("shows the platform's refusal in its words and reads the list again", async () => {
    renderWithdraw(
      platformWithDisbursed(() => ({
        status: 400,
        errorCode: 'withdrawal_not_awaiting_confirmation',
        message: 'This withdrawal is not waiting for your confirmation.',
      })),
    );
    await userEvent.click(within(await payment()).getByRole('button', { name: 'Received' }));
    const section = within(screen.getByRole('region', { name: 'Did your money arrive?' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'This withdrawal is not waiting for your confirmation.',
    );
  });

  it('shows nothing to confirm while no withdrawal waits', async () => {
    renderWithdraw({});
    await (await records()).findByRole('listitem');
    expect(screen.queryByRole('region', { name: 'Did your money arrive?' })).not.toBeInTheDocument();
  });

  it('words each status of a C2C withdrawal in the records', async () => {
    const at = Date.UTC(2026, 4, 3, 10, 0);
    const row = (withdrawId: number, status: string, updateTime = at + 5 * 60_000) => ({
      ...disbursedWithdrawal,
      withdrawId,
      status,
      updateTime,
    });
    renderWithdraw({
      'GET /wps/relay/MCSFE_getWithdrawRecords': {
        value: {
          list: [
            row(1, 'RECEIVED'),
            row(2, 'NOT_RECEIVED'),
            row(3, 'FORCED_RECEIVED'),
            row(4, 'FORCED_RECEIVED', at + 31 * 60_000),
            row(5, 'ALL_RECEIVED'),
            row(6, 'PAYING_PARTLY'),
          ],
          totalCount: 6,
          totalPages: 1,
        },
      },
    });
    const items = await (await records()).findAllByRole('listitem');
    expect(items.map((item) => item.children[1]?.textContent)).toEqual([
      'Received',
      'Not received',
      'Received (confirmed by the merchant)',
      'Received (not confirmed within 30 minutes, so counted as received)',
      'Received in full',
      'PAYING_PARTLY',
    ]);
  });
});

describe('recordStatus', () => {
  const record = (changes: Partial<WithdrawRecord>): WithdrawRecord =>
    ({ ...disbursedWithdrawal, ...changes }) as WithdrawRecord;
  it('tells a withdrawal received by the clock from one the merchant marked received', () => {
    const due = disbursedWithdrawal.autoConfirmTime;
    expect(recordStatus(record({ status: 'FORCED_RECEIVED', updateTime: due }))).toEqual({
      status: 'AUTO_RECEIVED',
      minutes: 30,
    });
    expect(recordStatus(record({ status: 'forced_received', updateTime: due - 1 }))).toEqual({
      status: 'FORCED_RECEIVED',
    });
    expect(recordStatus(record({ status: 'FORCED_RECEIVED', autoConfirmTime: null }))).toEqual({
      status: 'FORCED_RECEIVED',
    });
    expect(recordStatus(record({ status: 'received' }))).toEqual({ status: 'RECEIVED' });
    expect(recordStatus(record({ status: 'ODD' }))).toBeUndefined();
  });
});
