// The member centre's responsible-gambling page on the built site against the reference platform: a lower daily deposit
// limit applies at once and is still there after a reload; a time-out confirmed signs the player out, and a new login
// with the account is refused in the site's words, naming when the break ends; the page, a break's confirmation and the
// reminder axe clean right to left (sahara); the reality check, on the page's own clock, comes back after each chosen
// interval of play (a reload keeps counting from the login) and signs the player out. player05's limit and break touch
// no other file: each file that changes the platform starts from the seed.
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

/** Chooses the reality check's interval on the open page, which says it is saved. */
async function chooseReminder(page: Page, t: Copy, minutes: number) {
  await page.getByRole('combobox', { name: t('member-centre.ResponsibleGamblingPage.reminderInterval') }).click();
  await page
    .getByRole('option', { name: t('member-centre.ResponsibleGamblingPage.reminderMinutes', { minutes }) })
    .click();
  await expect(page.getByText(t('member-centre.ResponsibleGamblingPage.reminderSaved', { minutes }))).toBeVisible();
}

// Once on the built site, right to left: the page, the confirmation and the reminder are axe-checked in every brand by
// the ResponsibleGamblingPage and RealityCheck stories (test:stories, lotus, siam and sahara).
test('responsible gambling has no accessibility violations (sahara)', async ({ page }) => {
  await page.clock.install();
  const brand = 'sahara';
  const t = brandCopy(brand);
  await signIn(page, brand, member);
  await openPage(page, brand, t);
  await expect(
    page.getByRole('region', { name: t('member-centre.ResponsibleGamblingPage.help'), exact: true }).getByRole('link'),
  ).not.toHaveCount(0);
  await expectNoAxeViolations(page);

  // The confirmation of a break, too.
  await page.getByRole('button', { name: t('member-centre.ResponsibleGamblingPage.break6M'), exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: t('member-centre.ResponsibleGamblingPage.cancel'), exact: true }).click();
  await expect(confirm).toHaveCount(0);

  // And the reality check's reminder, a quarter hour of the page's clock after choosing it (jumped: it is one timer).
  await chooseReminder(page, t, 15);
  await page.clock.fastForward(15 * 60_000);
  await expect(page.getByRole('dialog', { name: t('member-centre.RealityCheck.title'), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

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

test('the reality check comes back after each interval of play, and its Log out signs the player out', async ({
  page,
}) => {
  // The page's clock jumps the quarter hours: the reminder is one timer, and running every frame of them takes
  // seconds. The platform's session keeps real time.
  await page.clock.install();
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', member);
  await openPage(page, 'lotus', t);
  await chooseReminder(page, t, 15);
  await page.getByRole('button', { name: t('frame.CentreFrame.close'), exact: true }).click();

  const reminder = page.getByRole('dialog', { name: t('member-centre.RealityCheck.title'), exact: true });
  await page.clock.fastForward(15 * 60_000);
  await expect(reminder).toBeVisible();
  // The play time, in words the copy has plural forms for: its number.
  await expect(reminder).toContainText(/\b15\b/);
  await reminder.getByRole('button', { name: t('member-centre.RealityCheck.keepPlaying'), exact: true }).click();
  await expect(reminder).toHaveCount(0);

  // A reload keeps both the interval and the time since the login.
  await page.reload();
  // The reminder is loaded once the member is back in: its timer starts then.
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(15 * 60_000);
  await expect(reminder).toContainText(/\b30\b/);
  await reminder.getByRole('button', { name: t('member-centre.RealityCheck.logOut'), exact: true }).click();
  await expect(
    landmarks(page, t).header.getByRole('button', { name: t('frame.Header.logIn'), exact: true }),
  ).toBeVisible();
  await expect(reminder).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});
