import { ApiError } from '@lobby/api-client';
import { idempotencyKeyHeader } from '@lobby/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bankTransferMade,
  depositAnswers,
  depositRecord,
  depositSettingsWith,
  recordsOf,
} from '../testing/depositAnswers';
import { fakeClient, type FakeAnswer, type FakePlatform } from '@lobby/api-client/testing';
import { renderPage } from '../testing/renderPage';
import { depositRefusal, paymentPageUrl } from './deposit';
import { DepositPage } from './DepositPage';

/** A window as `window.open` hands it back: where it was sent, and whether it was closed. */
function fakeWindow() {
  const opened = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  opened.close.mockImplementation(() => {
    opened.closed = true;
  });
  return opened;
}

function renderDeposit(
  platform: FakePlatform = {},
  { popup = fakeWindow() as ReturnType<typeof fakeWindow> | null } = {},
) {
  const { client, sent } = fakeClient({ ...depositAnswers, ...platform });
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const onMoneyMoved = vi.fn();
  renderPage(<DepositPage client={client} memberId="7" currency="USD" onMoneyMoved={onMoneyMoved} />);
  const writes = () => sent.filter((request) => request.method !== 'GET');
  const reads = (path: string) => sent.filter((request) => request.method === 'GET' && request.path.endsWith(path));
  return { writes, reads, onMoneyMoved, open, popup };
}

const form = async () => within(await screen.findByRole('form', { name: 'Make a deposit' }));
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const depositButton = () => screen.getByRole('button', { name: 'Deposit' });
const records = () => within(screen.getByRole('region', { name: 'Deposit records' }));

async function deposit(amount: string) {
  await form();
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), amount);
  await userEvent.click(depositButton());
}

const refusal = (errorCode: string, value?: unknown): FakeAnswer => ({
  status: 400,
  errorCode,
  message: 'Refused by the platform.',
  value,
});

/** The records, as a function of a test's own: what the platform holds changes as the test goes. */
function changingRecords(first: FakeAnswer) {
  let answer = first;
  return {
    route: { 'GET /wps/relay/MCSFE_getDepositRecords': () => answer } as FakePlatform,
    set: (next: FakeAnswer) => {
      answer = next;
    },
  };
}

describe('depositRefusal', () => {
  const error = (errorCode: string, value?: unknown) =>
    new ApiError('Refused.', { errorCode, value, status: 400, kind: 'api' } as never);
  it("reads each of the contract's refusals with what it carries, and nothing else", () => {
    expect(depositRefusal(error('deposit_not_allowed', { data: { depositOffMessage: 'Back at noon.' } }))).toEqual({
      reason: 'closed',
      message: 'Back at noon.',
    });
    expect(depositRefusal(error('deposit_amount_exceed', { field: 'amount', data: { maxAmount: 20000 } }))).toEqual({
      reason: 'overMaximum',
      maximum: 20000,
    });
    expect(depositRefusal(error('deposit_amount_below_minimum', { data: { minAmount: '50' } }))).toEqual({
      reason: 'underMinimum',
      minimum: 50,
    });
    expect(
      depositRefusal(error('deposit_limit_exceeded', { data: { period: 'weekly', limit: 1000, used: 900.5 } })),
    ).toEqual({ reason: 'overLimit', period: 'weekly', limit: 1000, used: 900.5 });
    expect(depositRefusal(error('deposit_channel_not_found'))).toBeUndefined();
  });
});

it('opens only web addresses as payment pages, relative ones on the site', () => {
  expect(paymentPageUrl('/wps/pay/abc', 'https://lotus.test/?member=depositv2')).toBe('https://lotus.test/wps/pay/abc');
  expect(paymentPageUrl('https://gateway.test/p/1', 'https://lotus.test/')).toBe('https://gateway.test/p/1');
  expect(paymentPageUrl('javascript:alert(1)', 'https://lotus.test/')).toBeUndefined();
});

describe('DepositPage', () => {
  it("offers the methods, each channel's limits, the presets and the promotion, and lists the records", async () => {
    renderDeposit();
    const deposit = within(await screen.findByRole('form', { name: 'Make a deposit' }));
    const methods = within(deposit.getByRole('group', { name: 'Payment method' }));
    expect(methods.getByRole('radio', { name: 'Online payment' })).toBeChecked();
    const channels = within(deposit.getByRole('group', { name: 'Channel' }));
    const [qr, banking, ...more] = channels.getAllByRole('radio');
    expect(qr).toHaveAccessibleName('QR payment $50.00 to $20,000.00');
    expect(qr).toBeChecked();
    expect(banking).toHaveAccessibleName('Kasikornbank online banking $100.00 to $50,000.00');
    expect(more).toEqual([]);
    expect(amountField()).toHaveAccessibleDescription('From $50.00 to $20,000.00.');
    const presets = within(deposit.getByRole('group', { name: 'Quick amounts' }));
    await userEvent.click(presets.getByRole('button', { name: '$500.00' }));
    expect(amountField()).toHaveValue('500');
    expect(presets.getByRole('button', { name: '$500.00' })).toHaveAttribute('aria-pressed', 'true');
    const promotions = within(deposit.getByRole('group', { name: 'Promotion' }));
    expect(promotions.getByRole('radio', { name: 'No promotion' })).toBeChecked();
    expect(promotions.getByRole('radio', { name: 'Weekend reload: 50% on your deposits' })).not.toBeChecked();
    expect(deposit.queryByRole('textbox', { name: /Remark/ })).not.toBeInTheDocument();

    await userEvent.click(methods.getByRole('radio', { name: 'Bank transfer' }));
    expect(within(deposit.getByRole('group', { name: 'Channel' })).getByRole('radio')).toHaveAccessibleName(
      'Siam Commercial Bank $100.00 to $100,000.00',
    );
    expect(deposit.getByRole('textbox', { name: 'Remark (optional)' })).toBeInTheDocument();
    expect(await records().findByRole('listitem')).toHaveTextContent(
      /\$500\.00.*Successful.*Online payment · QR payment/,
    );
  });

  it("shows the merchant's message while deposits are off, and no form", async () => {
    renderDeposit({
      'GET /wps/relay/MCSFE_getDepositSettings': depositSettingsWith({
        allowDeposit: 'N',
        depositOffMessage: 'Deposits are paused for maintenance. Please try again later.',
      }),
    });
    expect(await screen.findByText('Deposits are paused for maintenance. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await records().findByRole('listitem')).toBeInTheDocument();
  });

  it("refuses amounts that are no amount or outside the channel's limits in the form", async () => {
    const { writes, open } = renderDeposit();
    for (const [typed, message] of [
      ['12a', 'Enter digits only, with a point before decimals.'],
      ['-5', 'Enter digits only, with a point before decimals.'],
      ['10.005', 'Use at most 2 decimals.'],
      ['0', 'Enter an amount above zero.'],
      ['49.99', 'The minimum is $50.00.'],
      ['20000.01', 'The maximum is $20,000.00.'],
    ]) {
      await deposit(typed as string);
      expect(await screen.findByText(message as string)).toBeInTheDocument();
    }
    // Online banking takes more: the amount is judged again against its limits.
    await userEvent.click(screen.getByRole('radio', { name: /Kasikornbank online banking/ }));
    await waitFor(() => expect(amountField()).toBeValid());
    expect(writes()).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the payment window within the click, sends it to the payment page, and follows the deposit when the player comes back', async () => {
    const list = changingRecords(recordsOf(depositRecord()));
    const { writes, onMoneyMoved, open, popup } = renderDeposit({
      ...list.route,
      'POST /wps/relay/MCSFE_newDepositPG': () => {
        list.set(recordsOf(depositRecord({ depositId: 42, amount: 300, status: 'PENDING' }), depositRecord()));
        return { value: { depositId: 42, status: 'PENDING', amount: 300, redirectUrl: '/wps/pay/token-42' } };
      },
    });
    await form();
    await userEvent.click(screen.getByRole('radio', { name: 'Weekend reload: 50% on your deposits' }));
    await deposit('300');
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your deposit of $300.00 is waiting for payment. Pay in the payment window, then come back here.',
    );
    expect(popup?.location.href).toBe(new URL('/wps/pay/token-42', document.baseURI).href);
    expect(popup?.opener).toBeNull();
    expect(writes()[0]?.body).toEqual({
      targetUsername: 'player01',
      amount: 300,
      bankCode: 'QRPAY',
      bankType: 'QR',
      vendorId: 901,
      promotionId: '31',
    });
    expect(writes()[0]?.headers.get(idempotencyKeyHeader)).toMatch(/^[0-9a-f-]{36}$/);
    expect(amountField()).toHaveValue('');
    expect(await records().findByText('Pending')).toBeInTheDocument();

    // Paid on the payment page; the player comes back to this one.
    list.set(recordsOf(depositRecord({ depositId: 42, amount: 300, status: 'SUCCESSFUL' }), depositRecord()));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Your deposit of $300.00 is successful and in your balance.')).toBeInTheDocument();
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/is waiting for payment/)).not.toBeInTheDocument();
  });

  it('says a deposit cancelled on the payment page failed once its window is closed, the balance untouched', async () => {
    const list = changingRecords(recordsOf());
    const { onMoneyMoved, popup } = renderDeposit({
      ...list.route,
      'POST /wps/relay/MCSFE_newDepositPG': () => {
        list.set(recordsOf(depositRecord({ depositId: 44, amount: 80, status: 'PENDING' })));
        return { value: { depositId: 44, status: 'PENDING', amount: 80, redirectUrl: '/wps/pay/token-44' } };
      },
    });
    await deposit('80');
    expect(await screen.findByText(/Your deposit of \$80\.00 is waiting for payment/)).toBeInTheDocument();
    list.set(recordsOf(depositRecord({ depositId: 44, amount: 80, status: 'FAILED' })));
    popup?.close();
    expect(
      await screen.findByText('Your deposit of $80.00 failed: nothing was added to your balance.', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    expect(records().getByRole('listitem')).toHaveTextContent('Failed');
    expect(onMoneyMoved).not.toHaveBeenCalled();
  });

  it('offers a link to the payment page when the browser blocked the window', async () => {
    renderDeposit(
      {
        'POST /wps/relay/MCSFE_newDepositPG': {
          value: { depositId: 45, status: 'PENDING', amount: 100, redirectUrl: '/wps/pay/token-45' },
        },
      },
      { popup: null },
    );
    await deposit('100');
    expect(await screen.findByText(/Your browser did not open the payment window\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the payment page/ })).toHaveAttribute(
      'href',
      new URL('/wps/pay/token-45', document.baseURI).href,
    );
  });

  it.each([
    ['deposit_amount_exceed', { data: { maxAmount: 20000 } }, 'This channel takes at most $20,000.00 per deposit.'],
    ['deposit_amount_below_minimum', { data: { minAmount: 50 } }, 'This channel takes at least $50.00 per deposit.'],
    [
      'deposit_limit_exceeded',
      { data: { period: 'daily', limit: 200, used: 150 } },
      'This deposit would pass your daily deposit limit of $200.00 ($150.00 deposited so far).',
    ],
    ['deposit_not_allowed', { data: { depositOffMessage: 'Deposits reopen at noon.' } }, 'Deposits reopen at noon.'],
    ['deposit_channel_not_found', undefined, 'Refused by the platform.'],
  ])('words the refusal %s of its own, closes the window and keeps what was typed', async (code, value, text) => {
    const { popup, onMoneyMoved } = renderDeposit({ 'POST /wps/relay/MCSFE_newDepositPG': refusal(code, value) });
    await deposit('100');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByText('The payment window is closed.')).toBeInTheDocument();
    expect(popup?.close).toHaveBeenCalled();
    expect(amountField()).toHaveValue('100');
    expect(onMoneyMoved).not.toHaveBeenCalled();
  });

  it('after a server fault keeps the form, points at the records, and retries only when asked, with the same key', async () => {
    let answer: FakeAnswer = { status: 502, message: 'Bad gateway' };
    const { writes, reads, popup } = renderDeposit({ 'POST /wps/relay/MCSFE_newDepositPG': () => answer });
    await deposit('100');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check your deposit records below/);
    expect(popup?.close).toHaveBeenCalled();
    expect(amountField()).toHaveValue('100');
    await waitFor(() => expect(reads('MCSFE_getDepositRecords')).toHaveLength(2));
    expect(writes()).toHaveLength(1);

    answer = { value: { depositId: 46, status: 'PENDING', amount: 100, redirectUrl: '/wps/pay/token-46' } };
    await userEvent.click(depositButton());
    expect(await screen.findByText(/is waiting for payment/)).toBeInTheDocument();
    const [first, retry] = writes().map((request) => request.headers.get(idempotencyKeyHeader));
    expect(retry).toBe(first);
  });

  it('gives the receiving account with copy buttons, takes a PNG or JPG receipt of 5 MB at most, then "I have transferred"', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const list = changingRecords(recordsOf(depositRecord()));
    const { writes, open } = renderDeposit({
      ...list.route,
      'POST /wps/relay/MCSFE_newDepositBankTransfer': bankTransferMade(),
      'POST /wps/relay/MCSFE_depositUploadImage': {
        value: depositRecord({ depositId: 43, method: 'MT', amount: 2000, status: 'PENDING', receipt: true }),
      },
      'POST /wps/relay/MCSFE_createDepositTask': () => {
        const row = depositRecord({ depositId: 43, method: 'MT', bankName: 'Siam Commercial Bank', amount: 2000 });
        list.set(recordsOf({ ...row, status: 'PENDING', taskCreated: true }, depositRecord()));
        return { value: { ...row, status: 'PENDING', taskCreated: true } };
      },
    });
    await form();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.type(amountField(), '2000');
    await user.type(screen.getByRole('textbox', { name: 'Remark (optional)' }), ' Somchai One ');
    await user.click(depositButton());

    const details = within(await screen.findByRole('region', { name: 'Transfer details' }));
    expect(open).not.toHaveBeenCalled();
    expect(writes()[0]?.body).toEqual({ amount: 2000, bankCode: 'SCB', remarks: 'Somchai One' });
    expect(writes()[0]?.headers.get(idempotencyKeyHeader)).toMatch(/^[0-9a-f-]{36}$/);
    expect(details.getAllByRole('definition').map((cell) => cell.textContent)).toEqual([
      'Siam Commercial Bank',
      'Copy',
      'Head office',
      'Copy',
      'Lotus Payments Ltd',
      'Copy',
      '000188776655',
      'Copy',
      '$2,000.00',
      'Copy',
      'Somchai One',
      'Copy',
    ]);
    await user.click(details.getByRole('button', { name: 'Copy Account number' }));
    expect(await details.findByText('Copied: Account number')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('000188776655');

    const transferred = details.getByRole('button', { name: 'I have transferred' });
    await user.click(transferred);
    expect(await details.findByText('Choose a picture of your transfer receipt.')).toBeInTheDocument();
    const fileInput = details.getByLabelText<HTMLInputElement>('Receipt picture', { selector: 'input' });
    await user.upload(fileInput, new File(['GIF89a....'], 'receipt.gif', { type: 'image/gif' }));
    expect(await details.findByText(/receipt\.gif.? is not a PNG or JPG picture\./)).toBeInTheDocument();
    const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await user.upload(
      fileInput,
      new File([pngHead, new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
    );
    expect(await details.findByText(/huge\.png.? is larger than 5 MB\./)).toBeInTheDocument();
    expect(writes()).toHaveLength(1);

    await user.upload(fileInput, new File([pngHead], 'receipt.jpg', { type: 'image/jpeg' }));
    expect(await details.findByText(/Chosen: .receipt\.jpg./)).toBeInTheDocument();
    await user.click(transferred);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. Your deposit of $2,000.00 is pending until the transfer is confirmed.',
    );
    expect(
      writes()
        .slice(1)
        .map((request) => [request.path, request.body]),
    ).toEqual([
      [
        '/wps/relay/MCSFE_depositUploadImage',
        { depositId: 43, image: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/) },
      ],
      ['/wps/relay/MCSFE_createDepositTask', { depositId: 43 }],
    ]);
    expect(screen.queryByRole('region', { name: 'Transfer details' })).not.toBeInTheDocument();
    expect(await records().findByText(/Bank transfer · Siam Commercial Bank/)).toBeInTheDocument();
  });

  it('continues from the records a bank transfer left before it was said made, its title taking the focus', async () => {
    const unfinished = depositRecord({
      depositId: 44,
      method: 'MT',
      amount: 2000,
      status: 'PENDING',
      taskCreated: false,
      bankName: 'Siam Commercial Bank',
      receiverNamePinyin: 'Lotus Payments Ltd',
      accountNumber: '000188776655',
      bankBranch: 'Head office',
    });
    const made = depositRecord({ depositId: 45, method: 'MT', status: 'PENDING', taskCreated: true });
    const { writes } = renderDeposit({
      'GET /wps/relay/MCSFE_getDepositRecords': recordsOf(unfinished, made, depositRecord()),
      'POST /wps/relay/MCSFE_depositUploadImage': { value: { ...unfinished, receipt: true } },
      'POST /wps/relay/MCSFE_createDepositTask': { value: { ...unfinished, taskCreated: true } },
    });
    await form();
    // Only the transfer still waiting for the player can be continued.
    expect(await records().findAllByRole('button', { name: /^Continue/ })).toHaveLength(1);
    await userEvent.click(records().getByRole('button', { name: 'Continue the bank transfer of $2,000.00' }));

    const details = within(await screen.findByRole('region', { name: 'Transfer details' }));
    expect(details.getByRole('heading', { name: 'Transfer details' })).toHaveFocus();
    expect(details.getByText('000188776655')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Make a deposit' })).not.toBeInTheDocument();
    const receipt = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'slip.png', {
      type: 'image/png',
    });
    await userEvent.upload(details.getByLabelText('Receipt picture', { selector: 'input' }), receipt);
    await userEvent.click(details.getByRole('button', { name: 'I have transferred' }));
    await waitFor(() =>
      expect(writes().map((request) => [request.path, request.body?.depositId])).toEqual([
        ['/wps/relay/MCSFE_depositUploadImage', 44],
        ['/wps/relay/MCSFE_createDepositTask', 44],
      ]),
    );
  });

  it('follows an approved bank transfer into the balance when the records are refreshed', async () => {
    const list = changingRecords(recordsOf());
    const { onMoneyMoved } = renderDeposit({
      ...list.route,
      'POST /wps/relay/MCSFE_newDepositBankTransfer': () => {
        list.set(recordsOf(depositRecord({ depositId: 43, method: 'MT', amount: 2000, status: 'PENDING' })));
        return bankTransferMade({ remarks: null });
      },
    });
    await form();
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await deposit('2000');
    await screen.findByRole('region', { name: 'Transfer details' });
    expect(await records().findByText('Pending')).toBeInTheDocument();

    list.set(recordsOf(depositRecord({ depositId: 43, method: 'MT', amount: 2000, status: 'SUCCESSFUL' })));
    await userEvent.click(records().getByRole('button', { name: 'Refresh the deposit records' }));
    expect(await screen.findByText('Your deposit of $2,000.00 is successful and in your balance.')).toBeInTheDocument();
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
  });
});
