import { ApiError } from '@lobby/api-client';
import { idempotencyKeyHeader } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakeAnswer, type FakePlatform } from '@lobby/api-client/testing';
import { renderPage } from '../testing/renderPage';
import { securityWith } from '../testing/securityAnswers';
import { twoCards, withdrawAnswers, withdrawSettingsWith } from '../testing/withdrawAnswers';
import { cardNumberProblem, withdrawRefusal, type WithdrawSettings } from './withdraw';
import { WithdrawPage } from './WithdrawPage';

function renderWithdraw(platform: FakePlatform = {}, { contactSupport = false } = {}) {
  const { client, sent } = fakeClient({ ...withdrawAnswers, ...platform });
  const onMoneyMoved = vi.fn();
  const onOpenPage = vi.fn();
  const onContactSupport = vi.fn();
  renderPage(
    <WithdrawPage
      client={client}
      memberId="7"
      currency="USD"
      onMoneyMoved={onMoneyMoved}
      onOpenPage={onOpenPage}
      onContactSupport={contactSupport ? onContactSupport : undefined}
    />,
  );
  const writes = () => sent.filter((request) => request.method !== 'GET');
  const reads = (path: string) => sent.filter((request) => request.method === 'GET' && request.path.endsWith(path));
  return { writes, reads, onMoneyMoved, onOpenPage, onContactSupport };
}

const withdrawRegion = () => screen.findByRole('region', { name: 'Withdraw' });
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const passwordField = () => screen.getByLabelText(/^Payment password/, { selector: 'input' });
const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw' });

async function withdraw(amount: string, password = '246810') {
  await withdrawRegion();
  await userEvent.type(amountField(), amount);
  await userEvent.type(passwordField(), password);
  await userEvent.click(withdrawButton());
}

const refusal = (errorCode: string, value?: unknown): FakeAnswer => ({
  status: 400,
  errorCode,
  message: 'Refused.',
  value,
});

describe('cardNumberProblem', () => {
  it("holds the merchant's card rule: digits only, within its lengths", () => {
    const settings = (withdrawSettingsWith() as { value: WithdrawSettings }).value;
    expect(cardNumberProblem('', settings)).toEqual({ problem: 'empty' });
    expect(cardNumberProblem('1234-5678-90', settings)).toEqual({ problem: 'digits' });
    expect(cardNumberProblem('123456789', settings)).toEqual({ problem: 'length', min: 10, max: 19 });
    expect(cardNumberProblem('1234 5678 90', settings)).toBeUndefined();
  });
});

describe('withdrawRefusal', () => {
  const error = (errorCode: string, value?: unknown) =>
    new ApiError('Refused.', { errorCode, value, status: 400, kind: 'api' } as never);
  it("reads each of the contract's refusals with what it carries, and nothing else", () => {
    expect(
      withdrawRefusal(
        error('withdraw_turnover_not_enough', { data: { requiredTurnover: '1000', actualTurnover: 250.5 } }),
      ),
    ).toEqual({ reason: 'turnover', required: 1000, actual: 250.5 });
    expect(
      withdrawRefusal(error('required_member_information_incomplete', { data: ['required_mobile_no', 'odd'] })),
    ).toEqual({ reason: 'information', missing: ['required_mobile_no'] });
    expect(withdrawRefusal(error('invalid.payment.pw'))).toEqual({ reason: 'wrongPassword' });
    expect(withdrawRefusal(error('not.exists.payment.password'))).toEqual({ reason: 'noPassword' });
    expect(withdrawRefusal(error('withdraw_balance_not_enough'))).toBeUndefined();
  });
});

describe('WithdrawPage', () => {
  it('lists the bank cards masked and the withdrawal records with their statuses', async () => {
    renderWithdraw();
    const cards = within(await screen.findByRole('region', { name: 'Bank cards' }));
    expect(cards.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Kasikornbank **** 1234'),
      expect.stringContaining('Siam Commercial Bank **** 5678'),
    ]);
    const records = within(await screen.findByRole('region', { name: 'Withdrawal records' }));
    expect(await records.findByRole('listitem')).toHaveTextContent(/\$300\.00.*Approved/);
  });

  it('refuses amounts outside the limits in the form, and shows the charge before sending', async () => {
    const { writes, reads } = renderWithdraw();
    await withdrawRegion();
    for (const [typed, message] of [
      ['12a', 'Enter digits only, with a point before decimals.'],
      ['99.99', 'The minimum is $100.00.'],
      ['50000.01', 'The maximum is $50,000.00.'],
    ]) {
      await userEvent.clear(amountField());
      await userEvent.type(amountField(), typed as string);
      await userEvent.click(withdrawButton());
      expect(await screen.findByText(message as string)).toBeInTheDocument();
    }
    expect(writes()).toEqual([]);
    expect(reads('MCSFE_getCalculatedWithdrawCharges')).toEqual([]);

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '1000');
    expect(await screen.findByText('Charge: $15.00. You receive $985.00.')).toBeInTheDocument();
    expect(reads('MCSFE_getCalculatedWithdrawCharges').at(-1)?.query).toEqual({ amount: '1000' });
  });

  it('withdraws with the payment password and a key, then refreshes the records and the balance', async () => {
    let records = withdrawAnswers['GET /wps/relay/MCSFE_getWithdrawRecords'] as FakeAnswer;
    const { writes, onMoneyMoved } = renderWithdraw({
      'POST /wps/relay/MCSFE_withdraw': () => {
        records = {
          value: {
            list: [
              { withdrawId: 502, amount: 200, withdrawCharges: 5, actualAmount: 195, status: 'PENDING', createTime: 1 },
            ],
            totalCount: 1,
            totalPages: 1,
          },
        };
        return { value: { withdrawId: 502, status: 'PENDING', amount: 200, withdrawCharges: 5, actualAmount: 195 } };
      },
      'GET /wps/relay/MCSFE_getWithdrawRecords': () => records,
    });
    await withdraw('200');
    expect(await screen.findByRole('status')).toHaveTextContent('Your withdrawal of $200.00 is pending approval');
    expect(writes()[0]?.body).toEqual({ amount: 200, bankCardId: '11', password: '246810', currentWithdrawType: 'BC' });
    expect(writes()[0]?.headers.get(idempotencyKeyHeader)).toMatch(/^[0-9a-f-]{36}$/);
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
    expect(amountField()).toHaveValue('');
    expect(passwordField()).toHaveValue('');
    const list = within(screen.getByRole('region', { name: 'Withdrawal records' }));
    expect(await list.findByText('Pending')).toBeInTheDocument();
  });

  it('says the turnover required and reached when the turnover is not enough', async () => {
    const { onMoneyMoved } = renderWithdraw({
      'POST /wps/relay/MCSFE_withdraw': refusal('withdraw_turnover_not_enough', {
        data: { requiredTurnover: 5000, actualTurnover: 1200.5 },
      }),
    });
    await withdraw('200');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The turnover needed before a withdrawal is not reached yet: $1,200.50 of $5,000.00.',
    );
    expect(onMoneyMoved).not.toHaveBeenCalled();
  });

  it('lists the missing information, each item with the way to complete it', async () => {
    const { onOpenPage, onContactSupport } = renderWithdraw(
      {
        'POST /wps/relay/MCSFE_withdraw': refusal('required_member_information_incomplete', {
          data: ['required_mobile_no', 'required_email_add', 'required_address'],
        }),
      },
      { contactSupport: true },
    );
    await withdraw('200');
    expect(await screen.findByRole('alert')).toHaveTextContent('Complete your account information before withdrawing.');
    const missing = within(screen.getByRole('list', { name: /Missing:/ }));
    const [mobile, email, address] = missing.getAllByRole('listitem');
    expect(missing.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mobile numberBind a mobile number',
      'E-mail addressBind an e-mail address',
      'AddressAsk customer service',
    ]);
    await userEvent.click(within(mobile as HTMLElement).getByRole('button', { name: 'Bind a mobile number' }));
    expect(onOpenPage).toHaveBeenLastCalledWith('securityCenter', 'bindMobile');
    await userEvent.click(within(email as HTMLElement).getByRole('button', { name: 'Bind an e-mail address' }));
    expect(onOpenPage).toHaveBeenLastCalledWith('securityCenter', 'bindEmail');
    await userEvent.click(within(address as HTMLElement).getByRole('button', { name: 'Ask customer service' }));
    expect(onContactSupport).toHaveBeenCalledOnce();
  });

  it('leaves an item the site cannot complete without a way when the merchant has no customer service', async () => {
    renderWithdraw({
      'POST /wps/relay/MCSFE_withdraw': refusal('required_member_information_incomplete', {
        data: ['required_qq'],
      }),
    });
    await withdraw('200');
    const missing = within(await screen.findByRole('list', { name: /Missing:/ }));
    expect(missing.getByRole('listitem')).toHaveTextContent(/^QQ$/);
    expect(missing.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    [
      'required_deposit_amount_not_reached',
      { data: { requiredDepositAmount: 100, depositAmount: 0 } },
      'Deposit at least $100.00 before withdrawing; so far you have deposited $0.00.',
    ],
    ['invalid.payment.pw', undefined, 'The payment password is wrong.'],
    ['not.exists.payment.password', undefined, 'You have no payment password yet.'],
  ])('words the refusal %s of its own, and keeps what was typed', async (code, value, text) => {
    renderWithdraw({ 'POST /wps/relay/MCSFE_withdraw': refusal(code, value) });
    await withdraw('200');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(amountField()).toHaveValue('200');
  });

  it('after a server fault keeps the form, points at the records, and retries only when asked, with the same key', async () => {
    let answer: FakeAnswer = { status: 502, message: 'Bad gateway' };
    const { writes, reads } = renderWithdraw({ 'POST /wps/relay/MCSFE_withdraw': () => answer });
    await withdraw('200');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check your withdrawal records below/);
    expect(amountField()).toHaveValue('200');
    expect(passwordField()).toHaveValue('246810');
    await waitFor(() => expect(reads('MCSFE_getWithdrawRecords')).toHaveLength(2));
    expect(writes()).toHaveLength(1);

    answer = { value: { withdrawId: 9, status: 'PENDING', amount: 200, withdrawCharges: 5, actualAmount: 195 } };
    await userEvent.click(withdrawButton());
    expect(await screen.findByRole('status')).toHaveTextContent('pending approval');
    const [first, retry] = writes().map((request) => request.headers.get(idempotencyKeyHeader));
    expect(retry).toBe(first);
  });

  it('asks a member without a payment password to set one first', async () => {
    const { onOpenPage } = renderWithdraw({ 'GET /wps/v2/member/securityConfig': securityWith() });
    const region = within(await withdrawRegion());
    expect(region.getByText(/Set a payment password first/)).toBeInTheDocument();
    expect(region.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Set a payment password' }));
    expect(onOpenPage).toHaveBeenCalledWith('securityCenter');
  });

  it("checks a new card against the merchant's rule, shows the platform's refusal, and adds it", async () => {
    let answer: FakeAnswer = refusal('bank_card_exists');
    const { writes } = renderWithdraw({ 'POST /wps/relay/MCSFE_withdrawAddCard': () => answer });
    const form = within(await screen.findByRole('form', { name: 'Add a bank card' }));
    await userEvent.click(form.getByRole('button', { name: 'Add the card' }));
    expect(await form.findByText('Choose a bank.')).toBeInTheDocument();
    expect(form.getByText("Enter the account holder's name.")).toBeInTheDocument();

    await userEvent.click(form.getByRole('combobox', { name: 'Bank' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bangkok Bank' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Account holder' }), 'Somchai One');
    await userEvent.type(form.getByRole('textbox', { name: 'Card number' }), '12345');
    await userEvent.click(form.getByRole('button', { name: 'Add the card' }));
    expect(await form.findByText('Use 10 to 19 digits.')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await userEvent.clear(form.getByRole('textbox', { name: 'Card number' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Card number' }), '1234567890');
    await userEvent.click(form.getByRole('button', { name: 'Add the card' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Refused.');
    expect(writes()[0]?.body).toEqual({ bankCode: 'BBL', accountName: 'Somchai One', cardNumber: '1234567890' });

    answer = { value: { id: 13, bankCode: 'BBL', bankName: 'Bangkok Bank', cardNumber: '******7890' } };
    await userEvent.click(form.getByRole('button', { name: 'Add the card' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The bank card is added.');
  });

  it('removes a card only once the player confirms', async () => {
    const { writes } = renderWithdraw({ 'DELETE /wps/relay/MCSFE_withdrawDelCard': { value: null } });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Siam Commercial Bank **** 5678' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Siam Commercial Bank **** 5678' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The bank card is removed.');
    expect(writes()[0]).toMatchObject({ method: 'DELETE', body: { bankCardId: 12 } });
  });

  it('says when the maximum number of cards is reached, with no form to add another', async () => {
    renderWithdraw({ 'GET /wps/relay/MCSFE_getWithdrawSettings': withdrawSettingsWith({ maxBankCards: 2 }) });
    expect(
      await screen.findByText('You have the maximum of 2 bank cards: remove one to add another.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a bank card' })).not.toBeInTheDocument();
    expect(twoCards).toHaveLength(2);
  });
});
