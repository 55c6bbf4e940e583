import { idempotencyKeyHeader } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakeAnswer, type FakePlatform } from '@lobby/api-client/testing';
import { renderPage } from '../testing/renderPage';
import { securityWith } from '../testing/securityAnswers';
import { memberInfoWith, uplineAnswers } from '../testing/uplineAnswers';
import { UplineTransferPage } from './UplineTransferPage';

function renderUpline(platform: FakePlatform = {}) {
  const { client, sent } = fakeClient({ ...uplineAnswers, ...platform });
  const onMoneyMoved = vi.fn();
  const onOpenPage = vi.fn();
  renderPage(
    <UplineTransferPage
      client={client}
      memberId="9"
      currency="USD"
      onMoneyMoved={onMoneyMoved}
      onOpenPage={onOpenPage}
    />,
  );
  const writes = () => sent.filter((request) => request.method !== 'GET');
  const reads = (path: string) => sent.filter((request) => request.method === 'GET' && request.path.endsWith(path));
  return { writes, reads, onMoneyMoved, onOpenPage };
}

const page = () => screen.findByRole('region', { name: 'Transfer to your upline' });
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const passwordField = () => screen.getByLabelText(/^Payment password/, { selector: 'input' });
const transferButton = () => screen.getByRole('button', { name: 'Transfer' });

async function transfer(amount: string, password = '246810') {
  await page();
  await userEvent.type(amountField(), amount);
  await userEvent.type(passwordField(), password);
  await userEvent.click(transferButton());
}

const refusal = (errorCode: string, message = 'Refused.'): FakeAnswer => ({ status: 400, errorCode, message });

describe('UplineTransferPage', () => {
  it('names the upline and shows the main wallet balance', async () => {
    renderUpline();
    const facts = within(await page());
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual(['Your upline', 'Main wallet']);
    expect(facts.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Agent One', '$1,200.50']);
    expect(facts.getByText('Available: $1,200.50')).toBeInTheDocument();
  });

  it('transfers with the payment password and a key, says how much went to whom, and refreshes the balance', async () => {
    let balance = 1200.5;
    const { writes, reads, onMoneyMoved } = renderUpline({
      'GET /wps/relay/GCS_getAllWalletBalanceV2': () => ({
        value: {
          sumBalance: balance,
          balances: [{ accountTypeId: 2, accountName: 'MAIN', availBalance: balance, status: 'OK' }],
        },
      }),
      'POST /wps/relay/MCSFE_transferToUpline': () => {
        balance = 1000.25;
        return { value: { successAmount: 200.25, uplineName: 'Agent One' } };
      },
    });
    await transfer('200.25');
    expect(await screen.findByRole('status')).toHaveTextContent('$200.25 went to Agent One.');
    expect(writes()[0]?.body).toEqual({ amount: 200.25, password: '246810' });
    expect(writes()[0]?.headers.get(idempotencyKeyHeader)).toMatch(/^[0-9a-f-]{36}$/);
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
    expect(amountField()).toHaveValue('');
    expect(passwordField()).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('definition')[1]).toHaveTextContent('$1,000.25'));
    expect(reads('GCS_getAllWalletBalanceV2')).toHaveLength(2);
  });

  it('refuses a bad amount, one over the balance and an empty password in the form, sending nothing', async () => {
    const { writes } = renderUpline();
    await page();
    for (const [typed, message] of [
      ['12a', 'Enter digits only, with a point before decimals.'],
      ['0', 'Enter an amount above zero.'],
      ['1200.51', 'Only $1,200.50 is available.'],
    ]) {
      await userEvent.clear(amountField());
      await userEvent.type(amountField(), typed as string);
      await userEvent.click(transferButton());
      expect(await screen.findByText(message as string)).toBeInTheDocument();
    }
    expect(screen.getByText('Enter your payment password.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("words the platform's refusals of its own, and shows the others as the platform words them", async () => {
    let answer = refusal('invalid.payment.pw');
    const { writes } = renderUpline({ 'POST /wps/relay/MCSFE_transferToUpline': () => answer });
    await transfer('50');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment password is wrong.');

    answer = refusal('transfer_balance_not_enough');
    await userEvent.click(transferButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your main wallet does not hold that much any more.'),
    );

    answer = refusal('transfer_amount_invalid', 'The amount is not valid for this transfer.');
    await userEvent.click(transferButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The amount is not valid for this transfer.'),
    );
    expect(amountField()).toHaveValue('50');
    // Each refusal was definite: every attempt a new movement with a key of its own.
    expect(new Set(writes().map((request) => request.headers.get(idempotencyKeyHeader))).size).toBe(3);
  });

  it('keeps the form after a network fault, says to check the records, and sends the same key on a retry', async () => {
    let answer: FakeAnswer = { fault: 'network' };
    const { writes, onMoneyMoved } = renderUpline({ 'POST /wps/relay/MCSFE_transferToUpline': () => answer });
    await transfer('75');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check your main wallet balance and account records/);
    expect(amountField()).toHaveValue('75');
    expect(passwordField()).toHaveValue('246810');
    expect(writes()).toHaveLength(1);
    expect(onMoneyMoved).not.toHaveBeenCalled();

    answer = { value: { successAmount: 75, uplineName: 'Agent One' } };
    await userEvent.click(transferButton());
    expect(await screen.findByRole('status')).toHaveTextContent('$75.00 went to Agent One.');
    const [first, retry] = writes().map((request) => request.headers.get(idempotencyKeyHeader));
    expect(retry).toBe(first);
  });

  it('tells a member under no agent what the transfer is for, with no form and no upline asked', async () => {
    const { reads } = renderUpline({ 'GET /wps/member/info': memberInfoWith(false) });
    const region = within(await page());
    expect(region.getByText(/Transfers to an upline are for members under an agent/)).toBeInTheDocument();
    expect(region.queryByRole('textbox')).not.toBeInTheDocument();
    expect(reads('MCSFE_getUplineInfo')).toEqual([]);
  });

  it('says the same when the platform refuses for want of an upline', async () => {
    renderUpline({
      'GET /wps/member/info': memberInfoWith(undefined),
      'GET /wps/relay/MCSFE_getUplineInfo': refusal('upline_not_found'),
    });
    const region = within(await page());
    expect(region.getByText(/Your account has no upline/)).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('asks a member without a payment password to set one first', async () => {
    const { onOpenPage } = renderUpline({ 'GET /wps/v2/member/securityConfig': securityWith() });
    const region = within(await page());
    expect(region.getByText(/Set a payment password first/)).toBeInTheDocument();
    expect(region.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Set a payment password' }));
    expect(onOpenPage).toHaveBeenCalledWith('securityCenter');
  });

  it('offers to try again when the page cannot load', async () => {
    renderUpline({ 'GET /wps/relay/MCSFE_getUplineInfo': { status: 500, message: 'boom' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your upline and balance could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
