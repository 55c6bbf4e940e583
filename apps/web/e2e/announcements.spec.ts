// The merchant's popup announcements (spec 1 §3-§4, contract §4.3): visitors see the B ones, a signed-in player the A
// ones and after a first login the F ones first; each audience's popups close for the rest of the session. Hostile
// markup a test writes into a popup (the demo seed holds none) must stay inert.
import { player } from './accounts';
import { brandUrl, changesPlatformState, expect, expectNoAxeViolations, signIn, test, brandCopy } from './fixtures';
import { dangersIn, hostileResidue, watchForScript, withHostileMarkup } from './hostile';

changesPlatformState();
test.use({ announcementPopups: true });

/** The title of the popups written with hostile markup: each test's own, next to the seed's. */
const hostileTitle = 'Hostile markup';

test('siam: a visitor is greeted by the welcome popup once per session', async ({ page }) => {
  const t = brandCopy('siam');
  await page.goto(brandUrl('siam', '/'));
  const popup = page.getByRole('dialog', { name: 'ยินดีต้อนรับสู่ Siam Lagoon' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('สมัครภายในหนึ่งนาที');
  // Only the visitors' popup, so no pager.
  await expect(popup.getByRole('button', { name: t('content.AnnouncementPopup.next') })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await popup.getByRole('button', { name: t('content.AnnouncementPopup.ok'), exact: true }).click();
  await expect(popup).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');

  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('siam: hostile markup in a visitors’ popup keeps nothing that could run, and nothing runs', async ({
  page,
  problems,
  devContent,
}) => {
  const t = brandCopy('siam');
  const ran = watchForScript(page, problems);
  await devContent.write('siam', 'popups', {
    lang: 'TH',
    execution: 'B',
    title: hostileTitle,
    content: withHostileMarkup('<p>สมัครวันนี้รับเครดิตฟรี</p>'),
  });
  await page.goto(brandUrl('siam', '/'));
  const welcome = page.getByRole('dialog', { name: 'ยินดีต้อนรับสู่ Siam Lagoon' });
  // The visitors' two popups, the seed's first.
  await expect(welcome.getByText(t('content.AnnouncementPopup.position', { index: 1, total: 2 }))).toBeVisible();
  await welcome.getByRole('button', { name: t('content.AnnouncementPopup.next'), exact: true }).click();
  const popup = page.getByRole('dialog', { name: hostileTitle });
  // Its own words are still there.
  await expect(popup).toContainText('สมัครวันนี้รับเครดิตฟรี');
  await expect(popup).toContainText(hostileResidue);
  expect(await dangersIn(popup)).toEqual([]);
  // Pointing at the payloads' pictures and links runs nothing either.
  await popup.hover();
  await expectNoAxeViolations(page);

  await popup.getByRole('button', { name: t('content.AnnouncementPopup.ok'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(ran).toEqual([]);
});

test('sahara (right to left): a signed-in player sees the members’ popups in Arabic, hostile markup inert, closed with Esc', async ({
  page,
  problems,
  devContent,
}) => {
  const t = brandCopy('sahara');
  const ran = watchForScript(page, problems);
  await devContent.write('sahara', 'popups', {
    lang: 'AR',
    execution: 'A',
    title: hostileTitle,
    content: withHostileMarkup('<p>استرداد إضافي لنهاية الأسبوع.</p>'),
  });
  await signIn(page, 'sahara', player);
  await page.goto(brandUrl('sahara', '/'));
  const offers = page.getByRole('dialog', { name: 'عروض اليوم' });
  await expect(offers).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await offers.getByRole('button', { name: t('content.AnnouncementPopup.next'), exact: true }).click();
  const popup = page.getByRole('dialog', { name: hostileTitle });
  await expect(popup).toContainText('استرداد إضافي لنهاية الأسبوع.');
  await expect(popup).toContainText(hostileResidue);
  expect(await dangersIn(popup)).toEqual([]);
  await popup.hover();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await page.goto(brandUrl('sahara', '/promotions'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(ran).toEqual([]);
});

test('siam: after a first login and the forced password change, the first-login popups come before the members’ one', async ({
  page,
  problems,
  devContent,
}) => {
  const t = brandCopy('siam');
  const ran = watchForScript(page, problems);
  await devContent.write('siam', 'popups', {
    lang: 'TH',
    execution: 'F',
    title: hostileTitle,
    content: withHostileMarkup('<p>ฝากครั้งแรกวันนี้รับโบนัสเพิ่ม</p>'),
  });
  await page.goto(brandUrl('siam', '/promotions'));
  // A visitor's popup first: closing it is remembered for visitors only.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('content.AnnouncementPopup.ok'), exact: true })
    .click();

  await page
    .getByRole('banner')
    .getByRole('button', { name: t('frame.Header.logIn'), exact: true })
    .click();
  const login = page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true });
  await login.getByRole('textbox', { name: t('auth.LoginForm.username') }).fill('default01');
  await login.getByLabel(t('auth.LoginForm.password'), { exact: false }).first().fill('123456');
  await login.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('siam', '/changePassword'));
  // No popup over the forced change.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel(t('auth.ChangePasswordForm.newPassword'), { exact: false }).first().fill('Fresh2026p');
  await page.getByLabel(t('auth.ChangePasswordForm.confirmPassword'), { exact: false }).first().fill('Fresh2026p');
  await page.getByRole('button', { name: t('auth.ChangePasswordForm.submit'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl('siam', '/'));

  const popup = page.getByRole('dialog', { name: 'โบนัสฝากครั้งแรก' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(t('content.AnnouncementPopup.position', { index: 1, total: 3 }))).toBeVisible();
  await popup.getByRole('button', { name: t('content.AnnouncementPopup.next'), exact: true }).click();
  // The first-login popup written with hostile markup, then the members' one.
  const hostile = page.getByRole('dialog', { name: hostileTitle });
  await expect(hostile.getByText(t('content.AnnouncementPopup.position', { index: 2, total: 3 }))).toBeVisible();
  await expect(hostile).toContainText(hostileResidue);
  expect(await dangersIn(hostile)).toEqual([]);
  await hostile.getByRole('button', { name: t('content.AnnouncementPopup.next'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'ข้อเสนอวันนี้' })).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('content.AnnouncementPopup.ok'), exact: true })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))).toBe('closed');
  expect(ran).toEqual([]);
});
