// The member centre's Deposit page on the built site against the reference platform: an online deposit paid on the
// demo payment page by the keyboard alone (the header balance up by it) and one cancelled there (failed in the
// records); a bank transfer with its receipt, approved by the merchant, the balance following; a deposit over the
// player's own daily limit refused in words of its own; axe clean left to right (lotus, with a bank transfer's
// details) and right to left (sahara).
import type { Locator, Page } from '@playwright/test';
import { player } from './accounts';
import {
  brandCopy,
  brandUrl,
  changesPlatformState,
  devApi,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from './fixtures';
import { headerDigits } from './balance';
import { memberValue } from './memberCall';

interface Channel {
  minAmount: number;
  maxAmount: number;
}
type Methods = Record<'PG' | 'MT', { channels: Channel[] }>;

const walletTotal = async (page: Page) =>
  Number((await memberValue<{ sumBalance: number }>(page, '/wps/v2/wallets/balance?typeId=0')).sumBalance);

/** A message of the page as a pattern, its arguments (formatted amounts) matching anything. */
function messagePattern(t: ReturnType<typeof brandCopy>, id: string, names: string[]): RegExp {
  const marker = '\u0000';
  const text = t(id, Object.fromEntries(names.map((name) => [name, marker])));
  return new RegExp(
    text
      .split(marker)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );
}

/** A 1 x 1 PNG, as a receipt picture. */
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const t = () => brandCopy('lotus');
const id = (key: string) => `member-centre.DepositPage.${key}`;

/** player01 on lotus's Deposit page: the form, the records, and the money as the header and the platform hold it. */
async function openDeposit(page: Page) {
  const copy = t();
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/?member=depositv2'));
  const form = page.locator('section[aria-labelledby="deposit-form"]');
  const amount = form.getByRole('textbox', { name: copy(id('amount')) });
  await expect(amount).toBeVisible();
  const records = page.getByRole('region', { name: copy(id('records')), exact: true });
  const methods = await memberValue<Methods>(page, '/wps/relay/MCSFE_getDepositBanksList');
  /** The header's balance once it shows `total` (what the platform holds), in the header's digits. */
  const headerShows = async (total: number, before: { total: number; digits: number }) => {
    // The header writes hundredths or not depending on the currency: scaled as it showed the total before.
    const scale = before.digits / before.total;
    await expect.poll(() => headerDigits(page, copy)).toBe(Math.round(total * scale));
  };
  const money = async () => ({ total: await walletTotal(page), digits: await headerDigits(page, copy) });
  return { copy, form, amount, records, methods, headerShows, money };
}

const firstRecord = (records: Locator) => records.getByRole('listitem').first();

changesPlatformState();

test('online deposits: one paid by the keyboard alone, the header balance up by it; one cancelled, failed', async ({
  page,
}) => {
  const { copy, form, amount, records, methods, headerShows, money } = await openDeposit(page);
  const before = await money();
  const [, banking] = methods.PG.channels;
  if (!banking) throw new Error('lotus offers no second online channel');
  const paid = Number(banking.minAmount);

  // Keyboard only: online payment is the method chosen; Tab to the channels, the arrow to the second one, Tab to the
  // amount, Enter to deposit; on the payment page Tab to Pay and Enter.
  await form.getByRole('radio', { name: copy(id('PG')) }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(amount).toBeFocused();
  await page.keyboard.type(String(paid));
  const opening = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const payment = await opening;
  await payment.waitForURL(/\/wps\/pay\//);
  await payment.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Pay' })).toBeFocused();
  await payment.keyboard.press('Enter');
  await expect(payment.getByRole('status')).toHaveText(/Payment received/);
  await payment.close();

  await expect(form.getByRole('status')).toHaveText(messagePattern(copy, id('credited'), ['amount']));
  await expect(firstRecord(records)).toContainText(copy(id('SUCCESSFUL')));
  expect(await walletTotal(page)).toBeCloseTo(before.total + paid, 2);
  await headerShows(before.total + paid, before);

  // The second one, through the same channel, cancelled on the payment page: failed, nothing credited.
  await amount.fill(String(paid));
  const reopening = page.waitForEvent('popup');
  await form.getByRole('button', { name: copy(id('submit')), exact: true }).click();
  const cancelling = await reopening;
  await cancelling.waitForURL(/\/wps\/pay\//);
  await cancelling.getByRole('button', { name: 'Cancel' }).click();
  await expect(cancelling.getByRole('status')).toHaveText(/Payment cancelled/);
  await cancelling.close();
  await expect(form.getByRole('status')).toHaveText(messagePattern(copy, id('notCompleted'), ['amount']));
  await expect(firstRecord(records)).toContainText(copy(id('FAILED')));
  expect(await walletTotal(page)).toBeCloseTo(before.total + paid, 2);
});

test('a bank transfer with its receipt, approved by the merchant, the balance following', async ({ page }) => {
  const { copy, form, amount, records, methods, headerShows, money } = await openDeposit(page);
  const before = await money();
  const [account] = methods.MT.channels;
  if (!account) throw new Error('lotus offers no bank transfer');
  const sent = Number(account.minAmount);

  await form.getByRole('radio', { name: copy(id('MT')) }).click();
  await amount.fill(String(sent));
  await form.getByRole('textbox', { name: copy(id('remarks')) }).fill('Player One');
  await form.getByRole('button', { name: copy(id('submit')), exact: true }).click();
  const details = page.getByRole('region', { name: copy(id('transfer')), exact: true });
  const accountNumber = details.getByRole('definition').filter({ hasText: /^\d+$/ });
  await expect(accountNumber).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Left before saying the transfer was made (a reload), it is continued from the records: the same account.
  const receiving = await accountNumber.textContent();
  await page.reload();
  await firstRecord(records)
    .getByRole('button', { name: messagePattern(copy, id('continueTransferLabel'), ['amount']) })
    .click();
  await expect(accountNumber).toHaveText(receiving ?? '');
  await expect(details.getByRole('heading', { name: copy(id('transfer')), exact: true })).toBeFocused();

  await details.locator('input[type="file"][name="receipt"]').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: receiptPng,
  });
  await expect(details.getByText(/receipt\.png/)).toBeVisible();
  await details.getByRole('button', { name: copy(id('transferred')), exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(messagePattern(copy, id('pendingApproval'), ['amount']));
  await expect(firstRecord(records)).toContainText(copy(id('PENDING')));

  const { list } = await memberValue<{ list: Array<{ depositId: number; receipt: boolean; taskCreated: boolean }> }>(
    page,
    '/wps/relay/MCSFE_getDepositRecords?page=1&size=1',
  );
  const [made] = list;
  expect(made).toMatchObject({ receipt: true, taskCreated: true });
  await devApi.decideDeposit('lotus', made?.depositId ?? 0, 'approve');
  await records.getByRole('button', { name: copy(id('refresh')), exact: true }).click();
  await expect(firstRecord(records)).toContainText(copy(id('SUCCESSFUL')));
  await expect(form.getByRole('status')).toHaveText(messagePattern(copy, id('credited'), ['amount']));
  await headerShows(before.total + sent, before);
});

test("a deposit over the player's own daily limit is refused in its own words, its window closed", async ({
  page,
  problems,
}) => {
  problems.allow(/status of 400 .*MCSFE_newDepositPG/);
  const { copy, form, amount, methods } = await openDeposit(page);
  const [qr] = methods.PG.channels;
  if (!qr) throw new Error('lotus offers no online channel');
  const { daily } = await memberValue<{ daily: { used: number } }>(page, '/wps/relay/MCSFE_getDepositLimits');
  // Room for one more minimum deposit today: two of them pass the limit.
  await memberValue(page, '/wps/relay/MCSFE_setDepositLimits', { daily: Number(daily.used) + Number(qr.minAmount) });

  await amount.fill(String(Number(qr.minAmount) * 2));
  const opening = page.waitForEvent('popup');
  await form.getByRole('button', { name: copy(id('submit')), exact: true }).click();
  const payment = await opening;
  await expect(form.getByRole('alert')).toHaveText(messagePattern(copy, id('overDailyLimit'), ['limit', 'used']));
  await expect(form.getByText(copy(id('windowClosed')))).toBeVisible();
  await expect.poll(() => payment.isClosed()).toBe(true);
  await expect(amount).toHaveValue(String(Number(qr.minAmount) * 2));
});

// Once more on the built site, right to left: lotus's page passes axe in the bank transfer above, and the DepositPage
// stories check the page in every brand (test:stories, lotus, siam and sahara).
test('deposit has no accessibility violations (sahara)', async ({ page }) => {
  const copy = brandCopy('sahara');
  await signIn(page, 'sahara', player);
  await page.goto(brandUrl('sahara', '/?member=depositv2'));
  await expect(
    page
      .getByRole('region', { name: copy(id('records')), exact: true })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: copy(id('amount')) })).toBeVisible();
  await expectNoAxeViolations(page);
});
