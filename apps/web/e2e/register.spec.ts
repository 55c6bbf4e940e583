// Registration and forgotten passwords against the reference platform (spec 1 §4-§5): by user name with the slider
// and an SMS code (lotus), by mobile without a password (sahara, right to left), an invitation code the platform
// refuses (siam), by keyboard alone (siam), and the password reset by e-mail (siam) and by SMS code (sahara). Codes
// are read from the dev outbox.
import type { Locator, Page } from '@playwright/test';
import { nextChallenge, smsCode, solveSlider } from './accountFlows';
import { type Copy } from './copy';
import { brandUrl, changesPlatformState, devApi, expect, test, brandCopy } from './fixtures';
import { landmarks } from './shell';

changesPlatformState();
// Whole journeys (slider, SMS, reloads, sign-out) on a machine that also builds: more than the default 20 s each.
test.describe.configure({ timeout: 60_000 });

/** An input of the form by its label (which carries a required marker after the name; a tab panel shares the name). */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(label, { exact: false }).and(scope.locator('input')).first();

const logInButton = (page: Page, t: Copy) =>
  landmarks(page, t).header.getByRole('button', { name: t('frame.Header.logIn'), exact: true });

test('lotus: registering by user name takes an SMS code and the slider, then signs the new member in', async ({
  page,
}) => {
  const t = brandCopy('lotus');
  await page.goto(brandUrl('lotus', '/promotions'));
  await landmarks(page, t)
    .header.getByRole('button', { name: t('frame.Header.register'), exact: true })
    .click();
  const popup = page.getByRole('dialog', { name: t('auth.RegisterPopup.title'), exact: true });
  await expect(popup).toBeVisible();
  await popup.getByRole('tab', { name: t('auth.RegisterForm.byUsername'), exact: true }).click();

  // Nothing filled in: the form says what is missing and calls nobody.
  await popup.getByRole('button', { name: t('auth.RegisterForm.submit'), exact: true }).click();
  await expect(field(popup, t('auth.RegisterForm.username'))).toHaveAttribute('aria-invalid', 'true');

  await field(popup, t('auth.RegisterForm.username')).fill('newbie01');
  await field(popup, t('auth.RegisterForm.mobileNum')).fill('912345678');
  let challenge = nextChallenge(page);
  await popup.getByRole('button', { name: t('auth.SmsCodeButton.send'), exact: true }).click();
  await solveSlider(page, t, challenge);
  await field(popup, t('auth.RegisterForm.verificationCode')).fill(await smsCode('912345678'));
  await field(popup, t('auth.RegisterForm.password')).fill('Newbie#2026');
  await field(popup, t('auth.RegisterForm.confirmPassword')).fill('Newbie#2027');
  await popup.getByRole('checkbox', { name: t('auth.RegisterForm.ageConsent', { age: 18 }) }).click();
  await popup.getByRole('button', { name: t('auth.RegisterForm.submit'), exact: true }).click();
  await expect(popup.getByText(t('auth.RegisterRules.confirmMismatch'))).toBeVisible();

  await field(popup, t('auth.RegisterForm.confirmPassword')).fill('Newbie#2026');
  challenge = nextChallenge(page);
  await popup.getByRole('button', { name: t('auth.RegisterForm.submit'), exact: true }).click();
  await solveSlider(page, t, challenge);
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(brandUrl('lotus', '/'));
  await expect(logInButton(page, t)).toHaveCount(0);
  await expect(landmarks(page, t).header.getByRole('button', { name: 'newbie01', exact: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
    'Newbie#2026',
  );
});

test('sahara (right to left): registering by mobile without a password, with the SMS code', async ({ page }) => {
  const t = brandCopy('sahara');
  await page.goto(brandUrl('sahara', '/register'));
  const form = page.getByRole('main');
  await field(form, t('auth.RegisterForm.mobileNum')).fill('501234567');
  await form.getByRole('button', { name: t('auth.SmsCodeButton.send'), exact: true }).click();
  await field(form, t('auth.RegisterForm.verificationCode')).fill(await smsCode('501234567'));
  await field(form, t('auth.RegisterForm.email')).fill('newbie@sahara.example');
  await form.getByRole('checkbox', { name: t('auth.RegisterForm.ageConsent', { age: 21 }) }).click();
  await form.getByRole('button', { name: t('auth.RegisterForm.submit'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('sahara', '/'));
  await expect(logInButton(page, t)).toHaveCount(0);
});

test('siam: an invitation code the platform refuses stops registration until it is corrected', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 400 .*\/wps\/agent\/affiliate/);
  const t = brandCopy('siam');
  await page.goto(brandUrl('siam', '/register?affiliateCode=NOPE99'));
  const form = page.getByRole('main');
  // The address's code is refused by the platform, so it shows in its field for correction.
  await expect(field(form, t('auth.RegisterForm.affiliateCode'))).toHaveValue('NOPE99');
  await field(form, t('auth.RegisterForm.username')).fill('invitee01');
  await field(form, t('auth.RegisterForm.password')).fill('Invite2026x');
  await field(form, t('auth.RegisterForm.confirmPassword')).fill('Invite2026x');
  await field(form, t('auth.RegisterForm.payeeName')).fill('Somchai Invite');
  await field(form, t('auth.RegisterForm.paymentPassword')).fill('123456');
  await expect(form.locator('img[src^="data:image/png"]')).toBeVisible();
  await field(form, t('auth.RegisterForm.captcha')).fill(await devApi.captcha(page));
  await form.getByRole('checkbox', { name: t('auth.RegisterForm.ageConsent', { age: 21 }) }).click();
  await form.getByRole('button', { name: t('auth.RegisterForm.submit'), exact: true }).click();

  const alert = page.getByRole('alertdialog', { name: t('auth.RegisterForm.invitationTitle'), exact: true });
  await expect(alert).toContainText(t('auth.RegisterForm.invalidInvitation'));
  await alert.getByRole('button', { name: t('auth.RegisterForm.ok'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('siam', '/register?affiliateCode=NOPE99'));
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await field(form, t('auth.RegisterForm.affiliateCode')).fill('AG01');
  await form.getByRole('button', { name: t('auth.RegisterForm.submit'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('siam', '/'));
  await expect(landmarks(page, t).header.getByRole('button', { name: 'invitee01', exact: true })).toBeVisible();
});

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator) {
  const focused = () => target.evaluate((node) => node === document.activeElement);
  for (let presses = 0; presses < 60 && !(await focused()); presses++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('siam, keyboard only: registering through the popup', async ({ page }) => {
  const t = brandCopy('siam');
  await page.goto(brandUrl('siam', '/promotions'));
  await tabTo(page, landmarks(page, t).header.getByRole('button', { name: t('frame.Header.register'), exact: true }));
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: t('auth.RegisterPopup.title'), exact: true });
  await expect(popup).toBeVisible();

  const entries: [string, string][] = [
    ['auth.RegisterForm.username', 'keys01'],
    ['auth.RegisterForm.password', 'Keys2026x'],
    ['auth.RegisterForm.confirmPassword', 'Keys2026x'],
    ['auth.RegisterForm.payeeName', 'Somchai Keys'],
    ['auth.RegisterForm.paymentPassword', '654321'],
  ];
  for (const [label, value] of entries) {
    await tabTo(page, field(popup, t(label)));
    await page.keyboard.type(value);
  }
  await expect(popup.locator('img[src^="data:image/png"]')).toBeVisible();
  await tabTo(page, field(popup, t('auth.RegisterForm.captcha')));
  await page.keyboard.type(await devApi.captcha(page));
  await tabTo(page, popup.getByRole('checkbox', { name: t('auth.RegisterForm.ageConsent', { age: 21 }) }));
  await page.keyboard.press('Space');
  await tabTo(page, popup.getByRole('button', { name: t('auth.RegisterForm.submit'), exact: true }));
  await page.keyboard.press('Enter');

  await expect(popup).toHaveCount(0);
  await expect(landmarks(page, t).header.getByRole('button', { name: 'keys01', exact: true })).toBeVisible();
});

test('siam: a forgotten password by e-mail ends in the confirmation and a mail in the outbox', async ({ page }) => {
  const t = brandCopy('siam');
  await page.goto(brandUrl('siam', '/forget'));
  const form = page.getByRole('main');
  await field(form, t('auth.ForgotPassword.username')).fill('player01');
  await field(form, t('auth.ForgotPassword.email')).fill('not-an-address');
  await form.getByRole('button', { name: t('auth.ForgotPassword.sendLink'), exact: true }).click();
  await expect(form.getByText(t('auth.ForgotPassword.invalidEmail'))).toBeVisible();

  await field(form, t('auth.ForgotPassword.email')).fill('player01@siam99.example');
  await form.getByRole('button', { name: t('auth.ForgotPassword.sendLink'), exact: true }).click();
  const confirmation = page.getByRole('alertdialog', { name: t('auth.ForgotPassword.emailSentTitle'), exact: true });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: t('auth.ForgotPassword.ok'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('siam', '/'));
  const [mail] = await devApi.outbox('player01@siam99.example');
  expect(mail?.channel).toBe('email');
});

test('sahara: a forgotten password by SMS code sets the new one and signs the player in', async ({ page }) => {
  const t = brandCopy('sahara');
  await page.goto(brandUrl('sahara', '/forget'));
  const form = page.getByRole('main');
  await field(form, t('auth.ForgotPassword.mobileNum')).fill('501000002');
  await form.getByRole('button', { name: t('auth.SmsCodeButton.send'), exact: true }).click();
  await field(form, t('auth.ForgotPassword.verificationCode')).fill(await smsCode('501000002'));
  await field(form, t('auth.ForgotPassword.newPassword')).fill('Reset#2026x');
  await form.getByRole('button', { name: t('auth.ForgotPassword.resetAndLogIn'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('sahara', '/'));
  await expect(logInButton(page, t)).toHaveCount(0);
});
