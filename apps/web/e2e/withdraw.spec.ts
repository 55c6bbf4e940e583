// The member centre's Withdraw page on the built site against the reference platform (issue 19 item 5): a wrong payment
// password refused in its own words, then a withdrawal accepted, pending in the records, the header balance following;
// each refusal of the contract the platform produces (turnover, deposits, information, no payment password) in words
// of its own; a withdrawal rejected (the money back) and one approved through the dev endpoints; a C2C withdrawal
// disbursed and confirmed received by the player (siam pays C2C).
import { player } from './accounts';
import type { Copy } from './copy';
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
import { memberValue } from './memberCall';
import type { Locator, Page } from '@playwright/test';
import { standInForSupportSites, statusAnswer } from './shell';

/** The main wallet's balance as the platform holds it. */
const mainBalance = async (page: Page) =>
  Number((await memberValue<{ sumBalance: number }>(page, '/wps/relay/GCS_getAllWalletBalanceV2')).sumBalance);
const minimumOf = async (page: Page) =>
  Number((await memberValue<{ minimumAmount: number }>(page, '/wps/relay/MCSFE_getWithdrawSettings')).minimumAmount);
const latestWithdrawal = async (page: Page) =>
  (
    await memberValue<{ list: Array<{ withdrawId: number; status: string }> }>(
      page,
      '/wps/relay/MCSFE_getWithdrawRecords?page=1&size=1',
    )
  ).list[0];

/** A whole amount as any locale groups it (`9.000.000`, `9,000,000`, `9 000 000`). */
const amountPattern = (amount: number) => String(amount).replace(/\B(?=(\d{3})+$)/g, '\\D?');

/** The fixed words of a message with arguments: the text around each of them. */
const wordsOf = (t: Copy, id: string, names: string[]) =>
  t(id, Object.fromEntries(names.map((name) => [name, '\u0000'])))
    .split('\u0000')
    .map((part) => part.trim())
    .filter(Boolean);

/** The withdraw form of the open page, its fields by label in the brand's language. */
function withdrawForm(page: Page, t: Copy) {
  // The centre's page and the form are both named Withdraw: the form is the section its own title labels.
  const form = page.locator('section[aria-labelledby="withdraw-form"]');
  return {
    form,
    amount: form.getByRole('textbox', { name: t('member-centre.WithdrawPage.amount') }),
    password: form.getByLabel(t('member-centre.WithdrawPage.paymentPassword'), { exact: false }),
    submit: form.getByRole('button', { name: t('member-centre.WithdrawPage.submit'), exact: true }),
  };
}

const recordsOf = (page: Page, t: Copy): Locator =>
  page.getByRole('region', { name: t('member-centre.WithdrawPage.records'), exact: true }).getByRole('listitem');

/** Withdraws the merchant's minimum with player01's payment password; answers the amount. */
async function withdrawMinimum(page: Page, t: Copy): Promise<number> {
  const { amount, password, submit, form } = withdrawForm(page, t);
  const minimum = await minimumOf(page);
  await amount.fill(String(minimum));
  await password.fill('246810');
  await submit.click();
  await expect(form.getByRole('status')).toBeVisible();
  return minimum;
}

changesPlatformState();

test('withdraw: a wrong payment password is refused, then the withdrawal is pending and the balance down', async ({
  page,
  problems,
}) => {
  const t = brandCopy('lotus');
  problems.allow(/status of 400 .*MCSFE_withdraw/);
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/?member=withdraw'));
  // The centre's page and the form are both named Withdraw: the form is the section its own title labels.
  const form = page.locator('section[aria-labelledby="withdraw-form"]');
  const amount = form.getByRole('textbox', { name: t('member-centre.WithdrawPage.amount') });
  const password = form.getByLabel(t('member-centre.WithdrawPage.paymentPassword'), { exact: false });
  await expect(amount).toBeVisible();
  const before = await mainBalance(page);

  const { minimumAmount } = await memberValue<{ minimumAmount: number }>(page, '/wps/relay/MCSFE_getWithdrawSettings');
  await amount.fill(String(minimumAmount));
  await password.fill('111111');
  await form.getByRole('button', { name: t('member-centre.WithdrawPage.submit'), exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(t('member-centre.WithdrawPage.wrongPassword'));

  // Keyboard only: the password field, then Enter submits the form.
  await password.fill('');
  await password.focus();
  await page.keyboard.type('246810');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toBeVisible();
  const records = page.getByRole('region', { name: t('member-centre.WithdrawPage.records'), exact: true });
  await expect(records.getByRole('listitem').first()).toContainText(t('member-centre.WithdrawPage.PENDING'));
  expect(await mainBalance(page)).toBeCloseTo(before - Number(minimumAmount), 2);
});

// Once on the built site, right to left (siam's page passes axe left to right after the C2C withdrawal below): the
// WithdrawPage stories check the page in every brand (test:stories, lotus, siam and sahara).
test('withdraw has no accessibility violations (sahara)', async ({ page }) => {
  const t = brandCopy('sahara');
  await signIn(page, 'sahara', player);
  await page.goto(brandUrl('sahara', '/?member=withdraw'));
  await expect(
    page
      .getByRole('region', { name: t('member-centre.WithdrawPage.records'), exact: true })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('withdraw: each refusal of the platform in words of its own, with what it carries', async ({ page, problems }) => {
  const t = brandCopy('lotus');
  problems.allow(/status of 400 .*MCSFE_withdraw/);
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/?member=withdraw'));
  const { form, amount, password, submit } = withdrawForm(page, t);
  await expect(amount).toBeVisible();
  const seeded = await devApi.setTurnover('lotus', player, {});
  await amount.fill(String(await minimumOf(page)));
  await password.fill('246810');
  const alert = form.getByRole('alert');

  // The turnover not reached: the required and the actual, both shown.
  await devApi.setTurnover('lotus', player, { requiredTurnover: 9_000_000, actualTurnover: 1_234_000 });
  await submit.click();
  for (const words of wordsOf(t, 'member-centre.WithdrawPage.turnover', ['required', 'actual'])) {
    await expect(alert).toContainText(words);
  }
  await expect(alert).toHaveText(new RegExp(`${amountPattern(1_234_000)}.*${amountPattern(9_000_000)}`));

  // The deposits short of the merchant's requirement.
  await devApi.setTurnover('lotus', player, { ...seeded, depositTotal: 0 });
  await submit.click();
  for (const words of wordsOf(t, 'member-centre.WithdrawPage.deposit', ['required', 'deposited'])) {
    await expect(alert).toContainText(words);
  }
  await devApi.setTurnover('lotus', player, seeded);

  // The information the merchant requires and the profile lacks, listed, each with the way to complete it: what
  // the site cannot complete (an address, a QQ number) goes to the merchant's customer service.
  await devApi.setWithdrawSettings('lotus', {
    requiredInfo: ['required_mobile_no', 'required_address', 'required_qq'],
  });
  try {
    await submit.click();
    await expect(alert).toHaveText(t('member-centre.WithdrawPage.information'));
    const missing = form.getByRole('list', { name: t('member-centre.WithdrawPage.information'), exact: true });
    const support = t('member-centre.WithdrawPage.askSupport');
    await expect(missing.getByRole('listitem')).toHaveText([
      t('member-centre.WithdrawPage.required_address') + support,
      t('member-centre.WithdrawPage.required_qq') + support,
    ]);
    // The form kept what was typed through every refusal.
    await expect(amount).not.toHaveValue('');
    await standInForSupportSites(page.context());
    const { info } = await statusAnswer(page);
    const helper = page.context().waitForEvent('page');
    await missing.getByRole('button', { name: support, exact: true }).first().click();
    const window = await helper;
    await expect.poll(() => window.url()).toBe(info.customerService?.[0]?.path);
    await window.close();
  } finally {
    await devApi.setWithdrawSettings('lotus', { requiredInfo: ['required_mobile_no'] });
  }
});

test('withdraw: a member without a payment password is sent to set one first', async ({ page }) => {
  const t = brandCopy('lotus');
  // player04 has no payment password in the seed (only player01 has one).
  await signIn(page, 'lotus', 'player04');
  await page.goto(brandUrl('lotus', '/?member=withdraw'));
  const { form, amount } = withdrawForm(page, t);
  await expect(form).toContainText(t('member-centre.WithdrawPage.needPassword'));
  await expect(amount).toHaveCount(0);
  await form.getByRole('button', { name: t('member-centre.WithdrawPage.setPassword'), exact: true }).click();
  await expect(page).toHaveURL(/member=securityCenter/);
});

test('withdraw: rejected through the dev endpoint, the money back; another approved, the hold final', async ({
  page,
}) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/?member=withdraw'));
  await expect(withdrawForm(page, t).amount).toBeVisible();
  const before = await mainBalance(page);

  const rejected = await withdrawMinimum(page, t);
  expect(await mainBalance(page)).toBeCloseTo(before - rejected, 2);
  const first = await latestWithdrawal(page);
  expect(first?.status).toBe('PENDING');
  await devApi.decideWithdrawal('lotus', first?.withdrawId ?? 0, 'reject');
  await page.reload();
  await expect(recordsOf(page, t).first()).toContainText(t('member-centre.WithdrawPage.REJECTED'));
  expect(await mainBalance(page)).toBeCloseTo(before, 2);

  const approved = await withdrawMinimum(page, t);
  const second = await latestWithdrawal(page);
  await devApi.decideWithdrawal('lotus', second?.withdrawId ?? 0, 'approve');
  await page.reload();
  await expect(recordsOf(page, t).first()).toContainText(t('member-centre.WithdrawPage.APPROVED'));
  expect(await mainBalance(page)).toBeCloseTo(before - approved, 2);
});

test('withdraw: a C2C withdrawal disbursed by the merchant and confirmed received by the player', async ({ page }) => {
  const t = brandCopy('siam');
  await signIn(page, 'siam', player);
  await page.goto(brandUrl('siam', '/?member=withdraw'));
  await expect(withdrawForm(page, t).amount).toBeVisible();
  await withdrawMinimum(page, t);
  const withdrawal = await latestWithdrawal(page);
  await devApi.decideWithdrawal('siam', withdrawal?.withdrawId ?? 0, 'disburse');

  await page.reload();
  await expect(recordsOf(page, t).first()).toContainText(t('member-centre.WithdrawPage.DISBURSED'));
  const confirmations = page.getByRole('region', { name: t('member-centre.PaymentConfirmations.title'), exact: true });
  const asked = confirmations.getByRole('group');
  await expect(asked).toHaveCount(1);
  // The merchant's minutes (15 at siam) in the question.
  await expect(asked).toContainText('15');
  await asked.getByRole('button', { name: t('member-centre.PaymentConfirmations.received'), exact: true }).click();
  await expect(confirmations.getByRole('status')).toBeVisible();
  await expect(asked).toHaveCount(0);
  await expect(recordsOf(page, t).first()).toContainText(t('member-centre.WithdrawPage.RECEIVED'));
  expect((await latestWithdrawal(page))?.status).toBe('RECEIVED');
  await expectNoAxeViolations(page);
});
