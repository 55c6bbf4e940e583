// Third-party sign-in and phone-provider codes against the reference platform's local sign-in provider (spec 1 §4,
// §8): a Google sign-in through the provider's window makes an account once and opens it again after; a closed
// window and an unlinked sign-in are told; every refusal of the phone provider reaches the player in their language.
import type { Locator, Page } from '@playwright/test';
import { smsCode } from './accountFlows';
import { type Copy } from './copy';
import { brandUrl, changesPlatformState, devApi, expect, test, brandCopy } from './fixtures';
import { landmarks } from './shell';

changesPlatformState();
test.describe.configure({ timeout: 60_000 });

async function openLogin(page: Page, brand: string, t: Copy) {
  await page.goto(brandUrl(brand, '/promotions'));
  await landmarks(page, t)
    .header.getByRole('button', { name: t('frame.Header.logIn'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Clicks a channel's button and answers the provider's window; resolves once the window has closed. */
async function signInWith(dialog: Locator, t: Copy, channel: string, answer: (window: Page) => Promise<void>) {
  const button = dialog.getByRole('button', { name: t('auth.SocialSignIn.signInWith', { channel }), exact: true });
  const [window] = await Promise.all([dialog.page().waitForEvent('popup'), button.click()]);
  await expect(window.getByRole('heading', { level: 1 })).toContainText(`Sign in with ${channel}`);
  const closed = window.waitForEvent('close');
  await answer(window);
  await closed;
}

const continueAs = (email: string, name: string) => async (window: Page) => {
  await window.getByLabel('E-mail').fill(email);
  await window.getByLabel(/Display name/).fill(name);
  await window.getByRole('button', { name: 'Continue' }).click();
};

const storedAccount = (page: Page) => page.evaluate(() => sessionStorage.getItem('account'));

test('lotus: a Google sign-in makes an account the first time and opens the same one after', async ({ page }) => {
  const t = brandCopy('lotus');
  let dialog = await openLogin(page, 'lotus', t);
  await signInWith(dialog, t, 'Google', continueAs('lan.nguyen@example.com', 'Lan Nguyen'));
  await expect(dialog).toHaveCount(0);
  const header = landmarks(page, t).header;
  await expect(header.getByRole('button', { name: 'Lan Nguyen', exact: true })).toBeVisible();
  const account = await storedAccount(page);
  expect(account).toMatch(/^lannguyen/);

  // A new tab's session: signed out, then in again through the provider with the same e-mail.
  await page.evaluate(() => sessionStorage.clear());
  dialog = await openLogin(page, 'lotus', t);
  await signInWith(dialog, t, 'Google', continueAs('lan.nguyen@example.com', 'Lan'));
  await expect(header.getByRole('button', { name: 'Lan Nguyen', exact: true })).toBeVisible();
  expect(await storedAccount(page)).toBe(account);
});

test('lotus: a closed provider window and a sign-in no account is linked to are told', async ({ page, problems }) => {
  problems.allow(/status of 400 .*\/wps\/session\/login/);
  const t = brandCopy('lotus');
  const dialog = await openLogin(page, 'lotus', t);
  await signInWith(dialog, t, 'Facebook', (window) => window.getByRole('button', { name: 'Cancel' }).click());
  await expect(dialog.getByRole('alert')).toHaveText(t('auth.identity.popupClosed'));

  // Without FIREBASECREATEACC3 a sign-in nobody is linked to makes no account.
  await devApi.setFlags('lotus', { FIREBASECREATEACC3: false });
  try {
    await signInWith(dialog, t, 'Facebook', continueAs('stranger@example.com', 'Stranger'));
    await expect(dialog.getByRole('alert')).toContainText('No account is linked to this sign-in yet');
    expect(await storedAccount(page)).toBeNull();
  } finally {
    await devApi.setFlags('lotus', { FIREBASECREATEACC3: true });
  }
});

/** The phone provider's refusals (spec 1 §8) and the message each one shows. */
const providerRefusals: Record<string, string> = {
  'auth/invalid-phone-number': 'auth.identity.invalidPhoneNumber',
  'auth/missing-phone-number': 'auth.identity.missingPhoneNumber',
  'auth/too-many-requests': 'auth.identity.tooManyRequests',
  'auth/unknown': 'auth.identity.unknown',
  'auth/invalid-verification-code': 'auth.identity.invalidVerificationCode',
  'auth/missing-verification-code': 'auth.identity.missingVerificationCode',
  'auth/captcha-check-failed': 'auth.identity.captchaCheckFailed',
  'auth/quota-exceeded': 'auth.identity.quotaExceeded',
  'auth/operation-not-allowed': 'auth.identity.operationNotAllowed',
  'auth/code-expired': 'auth.identity.codeExpired',
  'auth/popup-closed-by-user': 'auth.identity.popupClosed',
};

test('sahara (right to left): every refusal of the phone provider is told, then its code registers', async ({
  page,
  problems,
}) => {
  problems.allow(/status of (400|429) .*\/__dev\/identity\/phone\//);
  const t = brandCopy('sahara');
  // The send button takes one press a second by the page's clock: moved on between the refusals, not waited out.
  await page.clock.install();
  await page.goto(brandUrl('sahara', '/register'));
  const form = page.getByRole('main');
  const field = (label: string) => form.getByLabel(label, { exact: false }).and(form.locator('input')).first();
  await field(t('auth.RegisterForm.mobileNum')).fill('502223344');
  const send = form.getByRole('button', { name: t('auth.SmsCodeButton.send'), exact: true });

  for (const [code, message] of Object.entries(providerRefusals)) {
    await devApi.identityError(page, code);
    await send.click();
    const warning = page.getByRole('alertdialog', { name: t('auth.SmsCodeButton.failedTitle'), exact: true });
    await expect(warning, code).toContainText(t(message));
    await warning.getByRole('button', { name: t('auth.SmsCodeButton.ok'), exact: true }).click();
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward(1_000);
  }

  await send.click();
  await expect(form.getByRole('button', { name: /60/ })).toBeVisible();
  const code = await smsCode('502223344');
  await field(t('auth.RegisterForm.verificationCode')).fill(code === '000000' ? '111111' : '000000');
  await field(t('auth.RegisterForm.email')).fill('provider@sahara.example');
  await form.getByRole('checkbox', { name: t('auth.RegisterForm.ageConsent', { age: 21 }) }).click();
  await form.getByRole('button', { name: t('auth.RegisterForm.submit'), exact: true }).click();
  await expect(form.getByText(t('auth.identity.invalidVerificationCode'))).toBeVisible();

  await field(t('auth.RegisterForm.verificationCode')).fill(code);
  await form.getByRole('button', { name: t('auth.RegisterForm.submit'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('sahara', '/'));
  await expect(
    landmarks(page, t).header.getByRole('button', { name: t('frame.Header.logIn'), exact: true }),
  ).toHaveCount(0);
});
