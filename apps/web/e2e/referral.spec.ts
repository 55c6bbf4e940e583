// Invite friends on the built site against the reference platform: player01 reads their invite link (this site's
// registration with their code as `r`) and copies it; a visitor opening it in a fresh browser finds the code filled
// in and registers; the referrer sees one more invitation and the friend at the top of the list, and once the friend
// qualifies (the dev endpoint, as a first deposit would), one more qualified friend and a better place in this month's
// ranking. axe clean in sahara (Arabic, right to left).
import type { Locator, Page } from '@playwright/test';
import { player } from './accounts';
import { smsCode } from './accountFlows';
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
import { landmarks } from './shell';

changesPlatformState();
// A registration in a second browser and several reloads on a machine that also builds.
test.describe.configure({ timeout: 60_000 });

type Copy = ReturnType<typeof brandCopy>;
const id = (key: string) => `rewards.ReferralPage.${key}`;

/** A number as written in any script (Arabic-Indic digits too), read as a number. */
const numberOf = (text: string) =>
  Number(text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/\D/g, ''));

/** player01's invite friends page in the member centre, once its code has loaded. */
async function openInvite(page: Page, brand: string) {
  const t = brandCopy(brand);
  await page.goto(brandUrl(brand, '/?member=referral'));
  const centre = page.getByRole('dialog', { name: t('frame.MemberCentre.title'), exact: true });
  const section = centre.getByRole('region', { name: t(id('title')), exact: true });
  const link = section.getByRole('textbox', { name: t(id('link')), exact: true });
  // The page loads its code, then its friends and ranking: slow on a machine that also builds.
  await expect(link).toHaveValue(/\/register\?r=/, { timeout: 15_000 });
  return { t, centre, section, link };
}

/** The two counts: friends invited and qualified friends. */
async function counts(section: Locator, t: Copy): Promise<[number, number]> {
  const figures = section.getByRole('region', { name: t(id('counts')), exact: true }).getByRole('definition');
  await expect(figures).toHaveCount(2);
  return [numberOf(await figures.nth(0).innerText()), numberOf(await figures.nth(1).innerText())];
}

/** The friends listed on the page shown (the first list of the friends' part; its pages are a list too). */
const friendRows = (section: Locator, t: Copy) =>
  section
    .getByRole('region', { name: t(id('friends')), exact: true })
    .getByRole('list')
    .first()
    .getByRole('listitem');

/** An input of the registration form by its label (which carries a required marker after the name). */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(label, { exact: false }).and(scope.locator('input')).first();

test('a friend registers through the invite link and is credited to the referrer', async ({ page, browser }) => {
  const brand = 'sahara';
  await signIn(page, brand, player);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: brandUrl(brand, '/') });
  const { t, section, link } = await openInvite(page, brand);

  // player01's seeded code, in a link to this site's registration.
  const invite = await link.inputValue();
  expect(invite).toBe(brandUrl(brand, '/register?r=P7K2R9MX'));
  await expect(section.getByText('P7K2R9MX', { exact: true })).toBeVisible();
  // The QR code encodes the link, the brand's icon in its centre.
  await expect(section.getByRole('img', { name: t('frame.QrCode.image', { url: invite }), exact: true })).toBeVisible();
  expect(await counts(section, t)).toEqual([7, 4]);
  await expect(friendRows(section, t)).toHaveCount(7);

  await section.getByRole('button', { name: t(id('copyLink')), exact: true }).click();
  await expect(section.getByText(t(id('linkCopied')), { exact: true })).toHaveAttribute('role', 'status');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invite);

  // A visitor opens the link in a browser of their own: the registration, with the code filled in.
  const visitor = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const friendPage = await visitor.newPage();
    await friendPage.goto(invite);
    const form = friendPage.getByRole('main');
    await expect(field(form, t('auth.RegisterForm.referralCode'))).toHaveValue('P7K2R9MX');
    await field(form, t('auth.RegisterForm.mobileNum')).fill('501777003');
    await form.getByRole('button', { name: t('auth.SmsCodeButton.send'), exact: true }).click();
    await field(form, t('auth.RegisterForm.verificationCode')).fill(await smsCode('501777003'));
    await field(form, t('auth.RegisterForm.email')).fill('friend@sahara.example');
    await form.getByRole('checkbox', { name: t('auth.RegisterForm.ageConsent', { age: 21 }) }).click();
    await form.getByRole('button', { name: t('auth.RegisterForm.submit'), exact: true }).click();
    await expect(friendPage).toHaveURL(brandUrl(brand, '/'));
  } finally {
    await visitor.close();
  }

  // The referrer: one more invitation, the friend first in the list (masked), not qualified yet.
  await page.reload();
  const again = await openInvite(page, brand);
  await expect.poll(() => counts(again.section, t)).toEqual([8, 4]);
  const newest = friendRows(again.section, t).first();
  await expect(newest).toContainText('50***03');
  await expect(newest).toContainText(t(id('friendWaiting')));
  const ranking = again.section.getByRole('region', { name: t(id('ranking')), exact: true });
  const mine = ranking.locator('li[data-self="true"]');
  await expect(mine).toContainText(t(id('you')));
  const placeBefore = numberOf(await mine.locator('span').first().innerText());

  // The friend qualifies (as their first deposit makes them): the counts and the ranking follow.
  await devApi.qualifyFriend(brand, '501777003', true);
  await page.reload();
  const after = await openInvite(page, brand);
  await expect.poll(() => counts(after.section, t)).toEqual([8, 5]);
  await expect(friendRows(after.section, t).first()).not.toContainText(t(id('friendWaiting')));
  const mineAfter = after.section
    .getByRole('region', { name: t(id('ranking')), exact: true })
    .locator('li[data-self="true"]');
  await expect.poll(async () => numberOf(await mineAfter.locator('span').last().innerText())).toBe(4);
  expect(numberOf(await mineAfter.locator('span').first().innerText())).toBeLessThan(placeBefore);
});

test('the code of a link to any page is kept for a registration opened later, elsewhere', async ({ page }) => {
  const t = brandCopy('lotus');
  await page.goto(brandUrl('lotus', '/?r=P7K2R9MX'));
  // The site keeps the code once it has painted; a visitor looks around after that.
  await expect.poll(() => page.evaluate(() => Object.values(localStorage).join(' '))).toContain('P7K2R9MX');
  await page.goto(brandUrl('lotus', '/promotions'));
  await landmarks(page, t)
    .header.getByRole('button', { name: t('frame.Header.register'), exact: true })
    .click();
  const popup = page.getByRole('dialog', { name: t('auth.RegisterPopup.title'), exact: true });
  await popup.getByRole('tab', { name: t('auth.RegisterForm.byUsername'), exact: true }).click();
  await expect(field(popup, t('auth.RegisterForm.referralCode'))).toHaveValue('P7K2R9MX');
  await expectNoAxeViolations(page);
});

// Once on the built site, right to left: the page's parts are axe-checked in every brand by the ReferralPage stories
// (test:stories, lotus, siam and sahara).
test('sahara: the invite friends page is axe clean', async ({ page }) => {
  await signIn(page, 'sahara', player);
  const { t, section } = await openInvite(page, 'sahara');
  await expect(friendRows(section, t).first()).toBeVisible({ timeout: 15_000 });
  await expect(
    section
      .getByRole('region', { name: t(id('ranking')), exact: true })
      .getByRole('listitem')
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole('img').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
});
