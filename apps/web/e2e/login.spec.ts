// Login journeys against the reference platform (spec 1 §4): the slider before a password login where the merchant
// asks for it, the captcha after refusals, SMS-code login, the forced and the offered password change, free play,
// agents landing on their home, sign-out; keyboard only; a login from a new address and its second proof; the
// header's login form; and no password left in any cookie or storage.
import type { Page } from '@playwright/test';
import { agent, player } from './accounts';
import { nextChallenge, smsCode, solveSlider } from './accountFlows';
import { type Copy } from './copy';
import {
  brandInfo,
  brandUrl,
  changesPlatformState,
  devApi,
  expect,
  expectNoAxeViolations,
  test,
  brandCopy,
} from './fixtures';
import { landmarks, pressEscapeIn } from './shell';

changesPlatformState();
// Whole journeys (slider, SMS, reloads, sign-out) on a machine that also builds: more than the default 20 s each.
test.describe.configure({ timeout: 60_000 });

const nicknames: Record<string, string> = { [player]: 'Player One', [agent]: 'Agent One' };

/** Opens the login popup from the header of `path`. */
async function openLogin(page: Page, brand: string, t: Copy, path = '/promotions') {
  await page.goto(brandUrl(brand, path));
  await landmarks(page, t)
    .header.getByRole('button', { name: t('frame.Header.logIn'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillCredentials(dialog: ReturnType<Page['getByRole']>, t: Copy, username: string, password: string) {
  await dialog.getByRole('textbox', { name: t('auth.LoginForm.username') }).fill(username);
  await dialog.getByLabel(t('auth.LoginForm.password'), { exact: false }).first().fill(password);
}

const accountButton = (page: Page, t: Copy, username: string) =>
  landmarks(page, t).header.getByRole('button', { name: nicknames[username] ?? username, exact: true });

/** Everything the tab keeps: cookies, session and local storage. */
async function everythingStored(page: Page): Promise<string> {
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  const storage = await page.evaluate(() =>
    [sessionStorage, localStorage].flatMap((store) =>
      Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`),
    ),
  );
  return [...cookies, ...storage].join('\n');
}

test('lotus: a player solves the slider, is signed in, remembered by name only, and signs out', async ({ page }) => {
  const t = brandCopy('lotus');
  const dialog = await openLogin(page, 'lotus', t);
  await fillCredentials(dialog, t, player, 'Player#2026');
  await dialog.getByRole('checkbox', { name: t('auth.LoginForm.remember'), exact: true }).click();
  const challenge = nextChallenge(page);
  await dialog.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await solveSlider(page, t, challenge);

  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(brandUrl('lotus', '/'));
  await expect(accountButton(page, t, player)).toBeVisible();
  const stored = await everythingStored(page);
  expect(stored).toContain('lobby_remembered_username=player01');
  expect(stored).not.toContain('Player#2026');
  expect(stored).not.toContain(encodeURIComponent('Player#2026'));

  // A reload keeps the session (the token lives in sessionStorage) ...
  await page.reload();
  await expect(accountButton(page, t, player)).toBeVisible();

  // ... and signing out asks first, then ends it on the platform and here.
  await accountButton(page, t, player).click();
  await page.getByRole('menuitem', { name: t('frame.Header.signOut'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t('frame.SignOutDialog.title'), exact: true });
  await confirm.getByRole('button', { name: t('frame.SignOutDialog.confirm'), exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(
    landmarks(page, t).header.getByRole('button', { name: t('frame.Header.logIn'), exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // The remembered name is filled in next time.
  const again = await openLogin(page, 'lotus', t);
  await expect(again.getByRole('textbox', { name: t('auth.LoginForm.username') })).toHaveValue(player);
});

test('lotus: an agent lands on the agent home', async ({ page }) => {
  const t = brandCopy('lotus');
  const dialog = await openLogin(page, 'lotus', t);
  await fillCredentials(dialog, t, agent, 'Agent#2026');
  const challenge = nextChallenge(page);
  await dialog.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await solveSlider(page, t, challenge);
  await expect(page).toHaveURL(brandUrl('lotus', '/agentHome'));
  await expect(accountButton(page, t, agent)).toBeVisible();
});

test('siam, keyboard only: refusals bring the captcha, its answer lets the player in', async ({ page, problems }) => {
  // The browser logs each refused login (HTTP 400) as a console error: provoked here on purpose.
  problems.allow(/status of 400 .*\/wps\/session\/login/);
  const t = brandCopy('siam');
  await page.goto(brandUrl('siam', '/promotions'));
  const dialog = page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true });
  const header = landmarks(page, t).header;
  // Reach the header's login button by Tab alone.
  const login = header.getByRole('button', { name: t('frame.Header.logIn'), exact: true });
  for (let presses = 0; presses < 40 && !(await login.evaluate((node) => node === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(login).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  const username = dialog.getByRole('textbox', { name: t('auth.LoginForm.username') });
  const refusal = dialog.getByRole('alert');
  for (let attempt = 0; attempt < 3; attempt++) {
    await username.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(player);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`wrong-${attempt}`);
    await page.keyboard.press('Enter');
    await expect(refusal).toBeVisible();
  }
  const captcha = dialog.getByRole('textbox', { name: t('auth.CaptchaField.label') });
  await expect(captcha).toBeVisible();
  await expect(dialog.locator('img[src^="data:image/png"]')).toBeVisible();

  await username.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Player#2026');
  await captcha.focus();
  await page.keyboard.type(await devApi.captcha(page));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(accountButton(page, t, player)).toBeVisible();
});

test('siam: the default password leads to the forced change, then home with the new password', async ({ page }) => {
  const t = brandCopy('siam');
  const dialog = await openLogin(page, 'siam', t);
  await fillCredentials(dialog, t, 'default01', '123456');
  await dialog.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('siam', '/changePassword'));
  await expect(page.getByRole('heading', { level: 1, name: t('web.Page.changePassword') })).toBeVisible();
  // The login just gave the current password: not asked again.
  await expect(page.getByLabel(t('auth.ChangePasswordForm.oldPassword'))).toHaveCount(0);

  const submit = page.getByRole('button', { name: t('auth.ChangePasswordForm.submit'), exact: true });
  await page.getByLabel(t('auth.ChangePasswordForm.newPassword'), { exact: false }).first().fill('Fresh2026x');
  await page.getByLabel(t('auth.ChangePasswordForm.confirmPassword'), { exact: false }).first().fill('Fresh2026y');
  await submit.click();
  await expect(page.getByText(t('auth.RegisterRules.confirmMismatch'))).toBeVisible();
  await page.getByLabel(t('auth.ChangePasswordForm.confirmPassword'), { exact: false }).first().fill('Fresh2026x');
  await submit.click();
  await expect(page).toHaveURL(brandUrl('siam', '/'));

  // The other session ended with the change; this one goes on, and the new password works next time.
  await page.evaluate(() => sessionStorage.clear());
  const next = await openLogin(page, 'siam', t);
  await fillCredentials(next, t, 'default01', 'Fresh2026x');
  await next.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await expect(next).toHaveCount(0);
  await expect(page).toHaveURL(brandUrl('siam', '/'));
});

test('sahara: the forced change holds the session until it is done, or until the player signs out there', async ({
  page,
}) => {
  const t = brandCopy('sahara');
  const dialog = await openLogin(page, 'sahara', t);
  await fillCredentials(dialog, t, 'expired01', 'Expired#2026');
  await dialog.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('sahara', '/changePassword'));

  // The brand's home link, a lobby, an address typed in, a reload: every way leads back to the change.
  await page.getByRole('link', { name: brandInfo('sahara').displayName }).click();
  await expect(page).toHaveURL(brandUrl('sahara', '/changePassword'));
  for (const path of ['/', '/rng', '/promotions']) {
    await page.goto(brandUrl('sahara', path));
    await expect(page).toHaveURL(brandUrl('sahara', '/changePassword'));
    await expect(page.getByRole('heading', { level: 1, name: t('web.Page.changePassword') })).toBeVisible();
  }

  // Signing out instead lets the visitor go anywhere again.
  await page.getByRole('button', { name: t('web.Page.signOutInstead'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t('frame.SignOutDialog.title'), exact: true });
  await confirm.getByRole('button', { name: t('frame.SignOutDialog.confirm'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('sahara', '/'));
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.goto(brandUrl('sahara', '/rng'));
  await expect(page).toHaveURL(brandUrl('sahara', '/rng'));
});

// sahara forcing the change for the same account is the test above's start.
test('an expired password: siam offers the change in a popup', async ({ page }) => {
  const siam = brandCopy('siam');
  const dialog = await openLogin(page, 'siam', siam);
  await fillCredentials(dialog, siam, 'expired01', 'Expired#2026');
  await dialog.getByRole('button', { name: siam('auth.LoginForm.submit'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('siam', '/'));
  const offer = page.getByRole('dialog', { name: siam('auth.ChangePasswordPopup.title'), exact: true });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(siam('auth.ChangePasswordPopup.expired'));
  await offer.getByRole('button', { name: siam('auth.AccountDialog.close'), exact: true }).click();
  await expect(offer).toHaveCount(0);
});

test('sahara (right to left): a player logs in with a code sent by SMS', async ({ page }) => {
  const t = brandCopy('sahara');
  // The send button takes one press a second by the page's clock: moved on after the refused press, not waited out.
  await page.clock.install();
  const dialog = await openLogin(page, 'sahara', t);
  await dialog.getByRole('tab', { name: t('auth.LoginForm.bySms'), exact: true }).click();
  const send = dialog.getByRole('button', { name: t('auth.SmsCodeButton.send'), exact: true });
  await send.click();
  await expect(dialog.getByText(t('auth.LoginForm.needMobile'))).toBeVisible();

  await dialog.getByRole('textbox', { name: t('auth.LoginForm.mobile') }).fill('501000001');
  await page.clock.fastForward(1_000);
  await send.click();
  // Sent: the button turns into the resend countdown.
  await expect(send).toHaveCount(0);
  await dialog.getByRole('textbox', { name: t('auth.LoginForm.code') }).fill(await smsCode('501000001'));
  await dialog.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(accountButton(page, t, player)).toBeVisible();
});

test('siam: a login from a new address goes on once the player proves it is them', async ({ page, problems }) => {
  problems.allow(/status of 400 .*\/wps\/session\/login/);
  const t = brandCopy('siam');
  await devApi.forgetAddresses('siam', 'player02');
  const dialog = await openLogin(page, 'siam', t);
  await fillCredentials(dialog, t, 'player02', 'Player#2026');
  await dialog.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await expect(dialog.getByText(t('auth.LoginVerification.intro'))).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expectNoAxeViolations(page);

  const confirm = dialog.getByRole('button', { name: t('auth.LoginVerification.submit'), exact: true });
  await dialog.getByRole('textbox', { name: t('auth.LoginVerification.email') }).fill('someone@else.example');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toContainText('do not match this account');

  await dialog.getByRole('tab', { name: t('auth.LoginVerification.bySms'), exact: true }).click();
  await dialog.getByRole('textbox', { name: t('auth.LoginVerification.mobile') }).fill('812000002');
  await dialog.getByRole('button', { name: t('auth.SmsCodeButton.send'), exact: true }).click();
  await dialog.getByRole('textbox', { name: t('auth.LoginVerification.code') }).fill(await smsCode('812000002'));
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(landmarks(page, t).header.getByRole('button', { name: 'Player Two', exact: true })).toBeVisible();
});

test('siam: the login form in the header hands what it holds to the login popup', async ({ page }) => {
  const t = brandCopy('siam');
  await page.goto(brandUrl('siam', '/promotions'));
  const quickLogin = landmarks(page, t).header.getByRole('form', { name: t('frame.Header.loginForm'), exact: true });
  await quickLogin.getByRole('textbox', { name: t('frame.Header.username'), exact: true }).fill('player03');
  await quickLogin.getByLabel(t('frame.Header.password'), { exact: true }).fill('Player#2026');
  await page.keyboard.press('Enter');
  await expect(landmarks(page, t).header.getByRole('button', { name: 'Player Three', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true })).toHaveCount(0);
});

test('lotus: a closed slider and a network fault are told, and nothing is sent', async ({ page, problems }) => {
  problems.allow(/net::ERR_FAILED|Failed to load resource/);
  const t = brandCopy('lotus');
  const dialog = await openLogin(page, 'lotus', t);
  await fillCredentials(dialog, t, player, 'Player#2026');
  const submit = dialog.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true });
  await submit.click();
  const slider = page.getByRole('dialog', { name: t('auth.SliderCheck.title'), exact: true });
  await expect(slider).toBeVisible();
  await pressEscapeIn(slider);
  await expect(slider).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveText(t('auth.errorText.verificationFirst'));

  await page.route('**/wps/session/login', (route) => route.abort('internetdisconnected'));
  const challenge = nextChallenge(page);
  await submit.click();
  await solveSlider(page, t, challenge);
  await expect(dialog.getByRole('alert')).toHaveText(t('auth.errorText.network'));
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('lotus: free play signs a trial account in', async ({ page }) => {
  const t = brandCopy('lotus');
  const dialog = await openLogin(page, 'lotus', t);
  await dialog.getByRole('button', { name: t('auth.LoginForm.freePlay'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    landmarks(page, t).header.getByRole('button', { name: t('frame.Header.logIn'), exact: true }),
  ).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
});

test('siam: the agent login refuses a player and lets an agent in', async ({ page }) => {
  const t = brandCopy('siam');
  await page.goto(brandUrl('siam', '/agentHome'));
  await expect(page.getByRole('heading', { level: 1, name: t('web.AgentHomePage.title') })).toBeVisible();
  const form = page.getByRole('main');
  await fillCredentials(form, t, player, 'Player#2026');
  await form.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(t('auth.errorText.notAgent'));
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await fillCredentials(form, t, agent, 'Agent#2026');
  await form.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('web.Page.agentHome') })).toBeVisible();
  await expect(accountButton(page, t, agent)).toBeVisible();
});
