// The member centre's Withdraw page on the built site against the reference platform (issue 19 item 5): a wrong payment
// password refused in its own words, then a withdrawal accepted, pending in the records, the header balance following.
import { player } from './accounts';
import { brandCopy, brandUrl, changesPlatformState, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The main wallet's balance as the platform holds it, asked from inside the page with its session. */
const platformValue = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (path) => {
    const response = await fetch(path, {
      headers: {
        Authorization: sessionStorage.getItem('token') ?? '',
        Merchant: sessionStorage.getItem('merchant') ?? '',
      },
    });
    return ((await response.json()) as { value: unknown }).value;
  }, path) as Promise<T>;
const mainBalance = async (page: Page) =>
  Number((await platformValue<{ sumBalance: number }>(page, '/wps/relay/GCS_getAllWalletBalanceV2')).sumBalance);

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

  const { minimumAmount } = await platformValue<{ minimumAmount: number }>(
    page,
    '/wps/relay/MCSFE_getWithdrawSettings',
  );
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

for (const brand of ['lotus', 'sahara']) {
  test(`withdraw has no accessibility violations (${brand})`, async ({ page }) => {
    const t = brandCopy(brand);
    await signIn(page, brand, player);
    await page.goto(brandUrl(brand, '/?member=withdraw'));
    await expect(
      page
        .getByRole('region', { name: t('member-centre.WithdrawPage.records'), exact: true })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
