// The member centre's responsible-gambling page on the built site against the reference platform: a lower daily
// deposit limit applies at once and is still there after a reload; a time-out confirmed signs the player out, and a
// new login with the account is refused in the site's words, naming when the break ends; axe clean left to right
// (lotus) and right to left (sahara). player05 is a member no other file signs in with: its limit and its break touch
// nobody else, and the reset before this file gives it back.
import type { Page } from '@playwright/test';
import { nextChallenge, solveSlider } from './accountFlows';
import type { Copy } from './copy';
import { brandCopy, brandUrl, changesPlatformState, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { landmarks } from './shell';

const member = 'player05';
const password = 'Player#2026';
const pageUrl = (brand: string) => brandUrl(brand, '/?member=responsibleGambling');

changesPlatformState();

/** The page, open in the member centre once the limits have loaded. */
async function openPage(page: Page, brand: string, t: Copy) {
  await page.goto(pageUrl(brand));
  const limits = page.getByRole('region', { name: t('member-centre.ResponsibleGamblingPage.limits'), exact: true });
  await expect(limits.getByRole('listitem')).toHaveCount(3);
  return limits;
}

for (const brand of ['lotus', 'sahara']) {
  test(`responsible gambling has no accessibility violations (${brand})`, async ({ page }) => {
    const t = brandCopy(brand);
    await signIn(page, brand, member);
    await openPage(page, brand, t);
    await expect(
      page
        .getByRole('region', { name: t('member-centre.ResponsibleGamblingPage.help'), exact: true })
        .getByRole('link'),
    ).not.toHaveCount(0);
    await expectNoAxeViolations(page);

    // The confirmation of a break, too.
    await page.getByRole('button', { name: t('member-centre.ResponsibleGamblingPage.break6M'), exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: t('member-centre.ResponsibleGamblingPage.cancel'), exact: true }).click();
    await expect(confirm).toHaveCount(0);
  });
}

test('a lower daily deposit limit applies at once and is still shown after a reload', async ({ page }) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', member);
  const limits = await openPage(page, 'lotus', t);
  const daily = limits.locator('li[data-period="daily"]');
  await expect(daily).toContainText(t('member-centre.ResponsibleGamblingPage.noLimit'));

  // Keyboard only: the amount field (daily is the period chosen), then Enter.
  const amount = limits.getByRole('textbox', { name: t('member-centre.ResponsibleGamblingPage.amount') });
  await amount.focus();
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await expect(limits.getByRole('status')).toContainText('150');
  await expect(daily).toContainText('150');
  await expect(daily).not.toContainText(t('member-centre.ResponsibleGamblingPage.noLimit'));

  await page.reload();
  const again = await openPage(page, 'lotus', t);
  await expect(again.locator('li[data-period="daily"]')).toContainText('150');
  await expect(again.locator('li[data-period="daily"]')).not.toContainText(
    t('member-centre.ResponsibleGamblingPage.noLimit'),
  );
});

test('a time-out confirmed signs the player out, and a new login is refused saying when it ends', async ({
  page,
  problems,
}) => {
  // The session ends on the platform with the break: calls still carrying it are refused, and so is the login.
  problems.allow(/status of 401/);
  problems.allow(/status of 403 .*\/wps\/session\/login/);
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', member);
  await openPage(page, 'lotus', t);
  const period = t('member-centre.ResponsibleGamblingPage.break24H');
  await page.getByRole('button', { name: period, exact: true }).click();
  const confirm = page.getByRole('alertdialog', {
    name: t('member-centre.ResponsibleGamblingPage.breakTitle', { period }),
    exact: true,
  });
  const [signedOutNow] = t('member-centre.ResponsibleGamblingPage.breakMessage', { until: '\u0000' }).split('\u0000');
  await expect(confirm).toContainText(signedOutNow ?? '');
  await confirm
    .getByRole('button', { name: t('member-centre.ResponsibleGamblingPage.breakConfirm'), exact: true })
    .click();

  const logIn = landmarks(page, t).header.getByRole('button', { name: t('frame.Header.logIn'), exact: true });
  await expect(logIn).toBeVisible();
  await expect(page).toHaveURL(brandUrl('lotus', '/'));
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await logIn.click();
  const dialog = page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true });
  await dialog.getByRole('textbox', { name: t('auth.LoginForm.username') }).fill(member);
  await dialog.getByLabel(t('auth.LoginForm.password'), { exact: false }).first().fill(password);
  const challenge = nextChallenge(page);
  await dialog.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await solveSlider(page, t, challenge);
  const [refusal] = t('auth.errorText.selfExcluded', { until: '\u0000' }).split('\u0000');
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(refusal ?? '');
  // The end is a date of the player's calendar, not the platform's English sentence.
  await expect(alert).not.toContainText('You chose a break from play:');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});
