// The transfer to the upline on the built site against the reference platform: a member under an agent (player03,
// under agent01 "Agent One" in the seed) pays the agent by the keyboard alone, the upline named and the main wallet
// down by the amount; a member under no agent reads what the page is for; axe clean in sahara (right to left).
import type { Page } from '@playwright/test';
import { agent, player } from './accounts';
import { brandCopy, brandUrl, changesPlatformState, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { memberCall, memberValue } from './memberCall';

/** Seeded under agent01 at every merchant, with no payment password: the file sets one. */
const downline = 'player03';
const paymentPassword = '135790';
const uplineName = 'Agent One';

/** The main wallet's balance (account type 2) as the platform holds it. */
async function mainBalance(page: Page): Promise<number> {
  const value = await memberValue<{ balances: Array<{ accountTypeId: number | string; availBalance: number }> }>(
    page,
    '/wps/relay/GCS_getAllWalletBalanceV2',
  );
  const main = value.balances.find((row) => String(row.accountTypeId) === '2');
  if (!main) throw new Error('No main wallet');
  return Number(main.availBalance);
}

/** Signs the downline in and gives them a payment password through the platform, as My account would. */
async function signInDownline(page: Page, brand: string) {
  await signIn(page, brand, downline);
  const security = await memberCall<{ paymentPasswordSet: boolean }>(page, '/wps/v2/member/securityConfig');
  // A later test of the file finds it set already.
  if (!security.value.paymentPasswordSet) {
    const set = await memberCall(page, '/wps/relay/MCSFE_setWithdrawPassword', {
      paymentPassword,
      confirmPaymentPassword: paymentPassword,
    });
    expect(set.success, JSON.stringify(set)).toBe(true);
  }
}

changesPlatformState();

test('a member under an agent transfers to the upline by the keyboard alone, the balance down by it', async ({
  page,
}) => {
  const t = brandCopy('lotus');
  await signInDownline(page, 'lotus');
  const before = await mainBalance(page);
  await page.goto(brandUrl('lotus', '/?member=transferUpline'));
  const section = page.getByRole('region', { name: t('member-centre.UplineTransferPage.title'), exact: true });
  await expect(section.getByRole('definition').first()).toHaveText(uplineName);

  const shownBalance = section.getByRole('definition').nth(1);
  const shownBefore = (await shownBalance.textContent()) ?? '';
  const amount = section.getByRole('textbox', { name: t('member-centre.UplineTransferPage.amount') });
  const password = section.getByLabel(t('member-centre.UplineTransferPage.paymentPassword'), { exact: false });
  const sent = Math.floor(before / 4);
  await amount.focus();
  await page.keyboard.type(String(sent));
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(paymentPassword);
  await page.keyboard.press('Enter');

  const notice = section.getByRole('status');
  await expect(notice).toContainText(uplineName);
  await expect(amount).toHaveValue('');
  expect(await mainBalance(page)).toBeCloseTo(before - sent, 2);
  // The balance on the page follows the platform's.
  await expect(shownBalance).not.toHaveText(shownBefore);
});

test('a member under no agent reads what the transfer is for, with no form', async ({ page }) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/?member=transferUpline'));
  const section = page.getByRole('region', { name: t('member-centre.UplineTransferPage.title'), exact: true });
  await expect(section).toContainText(t('member-centre.UplineTransferPage.noUpline'));
  await expect(section.getByRole('textbox')).toHaveCount(0);
  // The agent is under no one either.
  await signIn(page, 'lotus', agent);
  await page.goto(brandUrl('lotus', '/?member=transferUpline'));
  await expect(section).toContainText(t('member-centre.UplineTransferPage.noUpline'));
});

// Once on the built site, right to left: the page's parts are axe-checked in every brand by the UplineTransferPage
// stories (test:stories, lotus, siam and sahara).
test('transfer to upline has no accessibility violations (sahara)', async ({ page }) => {
  const t = brandCopy('sahara');
  await signInDownline(page, 'sahara');
  await page.goto(brandUrl('sahara', '/?member=transferUpline'));
  const section = page.getByRole('region', { name: t('member-centre.UplineTransferPage.title'), exact: true });
  await expect(section.getByRole('textbox', { name: t('member-centre.UplineTransferPage.amount') })).toBeVisible();
  await expect(section.getByRole('definition').first()).toHaveText(uplineName);
  await expectNoAxeViolations(page);
});
