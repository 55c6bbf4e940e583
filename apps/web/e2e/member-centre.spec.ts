// The member centre's pages on the built site against the reference platform (issue 19): the open page lives in the
// address, my wallet moves money between the main and a vendor wallet with an idempotency key, the header balance
// following. Sessions come from the platform (signIn).
import type { Page } from '@playwright/test';
import { idempotencyKeyHeader } from '@lobby/contract';
import { player } from './accounts';
import { brandCopy, brandUrl, changesPlatformState, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { memberValue } from './memberCall';

changesPlatformState();

interface WalletRow {
  accountTypeId: number | string;
  availBalance: number;
  displayName?: string | null;
  status?: string | null;
}

/** The member's wallets as the platform holds them. */
const walletsNow = (page: Page) =>
  memberValue<{ sumBalance: number; balances: WalletRow[] }>(page, '/wps/relay/GCS_getAllWalletBalanceV2');

const centreOf = (page: Page, t: ReturnType<typeof brandCopy>) =>
  page.getByRole('dialog', { name: t('frame.MemberCentre.title'), exact: true });

test('my wallet: a transfer to a vendor wallet and recall all, each with its own key, the header following', async ({
  page,
}) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/?member=transferFund'));
  const centre = centreOf(page, t);
  const balances = centre.getByRole('region', { name: t('member-centre.WalletPage.wallets'), exact: true });
  await expect(balances.getByRole('term').first()).toHaveText(t('member-centre.WalletPage.total'));
  const before = await walletsNow(page);
  const main = before.balances.find((row) => String(row.accountTypeId) === '2');
  const vendor = before.balances.find((row) => String(row.accountTypeId) !== '2' && (row.status ?? 'OK') === 'OK');
  expect(main && vendor).toBeTruthy();

  // The total shows in the header too, and stays there through every movement between the member's own wallets. The
  // header is behind the centre's scrim (hidden from assistive technology while the modal is open): it is read as seen.
  const totalText = (await balances.getByRole('definition').first().textContent()) ?? '';
  const header = page.getByRole('banner', { includeHidden: true });
  await expect(header).toContainText(totalText);

  const form = centre.getByRole('region', { name: t('member-centre.WalletPage.transfer'), exact: true });
  await form.getByRole('combobox', { name: t('member-centre.WalletPage.to'), exact: true }).click();
  await page.getByRole('option', { name: vendor?.displayName ?? '', exact: true }).click();
  await form.getByRole('textbox', { name: t('member-centre.WalletPage.amount') }).fill('25.5');
  const sent = page.waitForRequest((request) => request.url().includes('GCS_walletTransfer'));
  await form.getByRole('button', { name: t('member-centre.WalletPage.submit'), exact: true }).click();
  const transferKey = (await sent).headers()[idempotencyKeyHeader.toLowerCase()];
  expect(transferKey).toMatch(/^[0-9a-f-]{36}$/);
  await expect(form.getByRole('status')).toContainText(vendor?.displayName ?? '');
  await expect
    .poll(async () => (await walletsNow(page)).balances.find((row) => row.accountTypeId === vendor?.accountTypeId))
    .toMatchObject({ availBalance: (vendor?.availBalance ?? 0) + 25.5 });
  await expect(balances.getByRole('definition').first()).toHaveText(totalText);
  await expect(header).toContainText(totalText);
  await expect(centre.getByRole('region', { name: t('member-centre.WalletPage.recent'), exact: true })).toContainText(
    vendor?.displayName ?? '',
  );

  const recalled = page.waitForRequest((request) => request.url().includes('GCS_walletReturn'));
  await form.getByRole('button', { name: t('member-centre.WalletPage.recallAll'), exact: true }).click();
  expect((await recalled).headers()[idempotencyKeyHeader.toLowerCase()]).not.toBe(transferKey);
  await expect(form.getByRole('status')).toBeVisible();
  const after = await walletsNow(page);
  expect(
    after.balances
      .filter((row) => String(row.accountTypeId) !== '2')
      .every((row) => row.availBalance === 0 || row.status !== 'OK'),
  ).toBe(true);
  expect(after.sumBalance).toBeCloseTo(before.sumBalance, 2);
  await expect(header).toContainText(totalText);
});

test('the open page is in the address: reload reopens it, closing removes it', async ({ page }) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/promotions?member=transferFund'));
  const centre = centreOf(page, t);
  await expect(centre.getByRole('heading', { level: 3 })).toHaveText(t('frame.MemberCentre.transferFund'));
  await page.reload();
  await expect(centre.getByRole('heading', { level: 3 })).toHaveText(t('frame.MemberCentre.transferFund'));
  await centre.getByRole('button', { name: t('frame.CentreFrame.close'), exact: true }).click();
  await expect(centre).toHaveCount(0);
  await expect(page).toHaveURL(brandUrl('lotus', '/promotions'));
  await page.goBack();
  await expect(centre).toBeVisible();
});

// Once on the built site, right to left: the WalletPage stories check the page in every brand (test:stories, lotus,
// siam and sahara).
test('my wallet has no accessibility violations (sahara)', async ({ page }) => {
  const t = brandCopy('sahara');
  await signIn(page, 'sahara', player);
  await page.goto(brandUrl('sahara', '/?member=transferFund'));
  const centre = centreOf(page, t);
  await expect(centre.getByRole('region', { name: t('member-centre.WalletPage.wallets'), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('my account: a member without a payment password sets one, then the page says it is set', async ({
  page,
  problems,
}) => {
  const t = brandCopy('lotus');
  // The platform's refusal of a guessable password is a 400 the browser logs.
  problems.allow(/status of 400 .*MCSFE_setWithdrawPassword/);
  // player02 has no payment password in the seed (only player01 has one); mobile and e-mail are bound.
  await signIn(page, 'lotus', 'player02');
  await page.goto(brandUrl('lotus', '/?member=securityCenter'));
  const centre = centreOf(page, t);
  const profile = centre.getByRole('region', { name: t('member-centre.SecurityPage.profile'), exact: true });
  await expect(profile).toContainText('player02');
  await expect(profile).toContainText(t('member-centre.SecurityPage.levelValue', { bound: 2, of: 3 }));

  const payment = centre.getByRole('region', { name: t('member-centre.SecurityPage.paymentPassword'), exact: true });
  await expect(payment).toContainText(t('member-centre.SecurityPage.paymentPasswordMissing'));
  const newPassword = payment.getByLabel(t('member-centre.SecurityPage.newPaymentPassword'), { exact: false });
  const confirmation = payment.getByLabel(t('member-centre.SecurityPage.confirmPaymentPassword'), { exact: false });
  // A guessable one is the platform's refusal, shown as it words it.
  await newPassword.fill('123456');
  await confirmation.fill('123456');
  await payment.getByRole('button', { name: t('member-centre.SecurityPage.setSubmit'), exact: true }).click();
  await expect(payment.getByRole('alert')).toContainText('too easy to guess');

  await newPassword.fill('135792');
  await confirmation.fill('135792');
  await payment.getByRole('button', { name: t('member-centre.SecurityPage.setSubmit'), exact: true }).click();
  await expect(payment.getByRole('status')).toHaveText(t('member-centre.SecurityPage.saved'));
  await expect(payment).toContainText(t('member-centre.SecurityPage.paymentPasswordSet'));
  await expect(profile).toContainText(t('member-centre.SecurityPage.levelValue', { bound: 3, of: 3 }));

  // The login-password change of the sign-in feature opens from here.
  await profile.getByRole('button', { name: t('member-centre.SecurityPage.changeLoginPassword'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: t('auth.ChangePasswordPopup.title'), exact: true })).toBeVisible();
});

// My account's axe check is account.spec.ts's, with the mobile form open and the avatars shown.
