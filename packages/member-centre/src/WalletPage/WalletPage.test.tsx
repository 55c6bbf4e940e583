import { idempotencyKeyHeader } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakeAnswer, type FakePlatform } from '@lobby/api-client/testing';
import { renderPage } from '../testing/renderPage';
import { walletAnswers } from '../testing/walletAnswers';
import { WalletPage } from './WalletPage';

function renderWallet(platform: FakePlatform = {}) {
  const { client, sent } = fakeClient({ ...walletAnswers, ...platform });
  const onMoneyMoved = vi.fn();
  renderPage(<WalletPage client={client} memberId="7" currency="USD" onMoneyMoved={onMoneyMoved} />);
  const writes = () => sent.filter((request) => request.method === 'POST');
  return { sent, writes, onMoneyMoved };
}

const amountField = () => screen.getByRole('textbox', { name: /Amount/ });
const transferButton = () => screen.getByRole('button', { name: 'Transfer' });

describe('WalletPage', () => {
  it('lists the total and every wallet with its balance and status, and the recent transfers', async () => {
    renderWallet();
    const balances = within(await screen.findByRole('region', { name: 'Wallets' }));
    expect(balances.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total',
      'Main wallet',
      'AG Casino',
      'SABA Sports (Under maintenance)',
    ]);
    expect(balances.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '$1,500.50',
      '$1,200.50',
      '$300.00',
      '$0.00',
    ]);

    const recent = within(await screen.findByRole('region', { name: 'Recent transfers' }));
    const rows = await recent.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Transfer to AG Casino−$300.00'),
      expect.stringContaining('Transfer from AG Casino+$50.00'),
    ]);
  });

  it('refuses an amount that is not one, or more than the source wallet holds, without sending', async () => {
    const { writes } = renderWallet();
    await screen.findByRole('region', { name: 'Transfer between wallets' });
    expect(amountField()).toHaveAccessibleDescription('Available: $1,200.50');
    for (const [typed, message] of [
      ['', 'Enter an amount.'],
      ['12a', 'Enter digits only, with a point before decimals.'],
      ['10.005', 'Use at most 2 decimals.'],
      ['0', 'Enter an amount above zero.'],
      ['1200.51', 'Only $1,200.50 is available.'],
    ]) {
      await userEvent.clear(amountField());
      if (typed) await userEvent.type(amountField(), typed as string);
      await userEvent.click(transferButton());
      expect(await screen.findByText(message as string)).toBeInTheDocument();
    }
    expect(writes()).toEqual([]);
  });

  it('moves money with a fresh idempotency key per transfer, and says so', async () => {
    const { writes, onMoneyMoved } = renderWallet({
      'POST /wps/relay/GCS_walletTransfer': { value: { successAmount: 100 } },
    });
    await screen.findByRole('region', { name: 'Transfer between wallets' });
    await userEvent.type(amountField(), '100.5');
    await userEvent.click(transferButton());
    expect(await screen.findByRole('status')).toHaveTextContent('$100.50 moved from Main wallet to AG Casino.');
    expect(amountField()).toHaveValue('');
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);

    await userEvent.type(amountField(), '100.5');
    await userEvent.click(transferButton());
    await waitFor(() => expect(writes()).toHaveLength(2));
    const [first, second] = writes();
    expect(first?.body).toEqual({ fromAccountTypeId: '2', toAccountTypeId: '101', amount: 100.5 });
    const keys = writes().map((request) => request.headers.get(idempotencyKeyHeader));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(second?.body).toEqual(first?.body);
  });

  it('after a network fault, keeps the amount, says to check, and retries the same transfer with the same key', async () => {
    let answer: FakeAnswer = { fault: 'network' };
    const { writes } = renderWallet({ 'POST /wps/relay/GCS_walletTransfer': () => answer });
    await screen.findByRole('region', { name: 'Transfer between wallets' });
    await userEvent.type(amountField(), '20');
    await userEvent.click(transferButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not tell whether this went through/);
    expect(amountField()).toHaveValue('20');
    // Nothing is sent again on its own.
    expect(writes()).toHaveLength(1);

    answer = { value: { successAmount: 20 } };
    await userEvent.click(transferButton());
    expect(await screen.findByRole('status')).toHaveTextContent('$20.00 moved');
    const [first, retry] = writes().map((request) => request.headers.get(idempotencyKeyHeader));
    expect(retry).toBe(first);
  });

  it('shows the platform’s refusal, and a new key for the next attempt', async () => {
    const { writes } = renderWallet({
      'POST /wps/relay/GCS_walletTransfer': {
        status: 400,
        errorCode: 'vendor_under_maintenance',
        message: 'AG Casino is under maintenance.',
      },
    });
    await screen.findByRole('region', { name: 'Transfer between wallets' });
    await userEvent.type(amountField(), '20');
    await userEvent.click(transferButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('AG Casino is under maintenance.');
    await userEvent.click(transferButton());
    await waitFor(() => expect(writes()).toHaveLength(2));
    const [first, second] = writes().map((request) => request.headers.get(idempotencyKeyHeader));
    expect(second).not.toBe(first);
  });

  it('recalls everything to the main wallet for the member', async () => {
    const { writes, onMoneyMoved } = renderWallet({
      'POST /wps/relay/GCS_walletReturn': { value: { successAmount: 300 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Recall all to the main wallet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$300.00 recalled to the main wallet.');
    expect(writes()[0]?.body).toEqual({ customerId: '7' });
    expect(writes()[0]?.headers.get(idempotencyKeyHeader)).toBeTruthy();
    expect(onMoneyMoved).toHaveBeenCalled();
  });

  it('shows one balance and nothing to move at a single-wallet merchant', async () => {
    renderWallet({ 'GET /wps/relay/GCS_merchantWallet': { value: { isSingle: 1 } } });
    const balances = within(await screen.findByRole('region', { name: 'Wallets' }));
    expect(balances.getByRole('term')).toHaveTextContent('Main wallet');
    expect(balances.getByRole('definition')).toHaveTextContent('$1,500.50');
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recall all to the main wallet' })).not.toBeInTheDocument();
  });
});
