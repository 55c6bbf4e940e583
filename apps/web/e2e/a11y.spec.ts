// axe (WCAG 2.2 AA) on each shell popup of the assembled site, right to left (sahara, in Arabic): the login popup,
// help, the QR code, the phone's menu drawer, the account menu, the member centre, the agent centre, the sign-out
// confirmation and the trial account's notice. Once: the popups' parts are axe-checked in every brand by their
// stories (test:stories runs each in lotus, siam and sahara; the sign-out confirmation and the trial account's
// notice are the design system's AlertDialog), and the feedback popup, which sahara's merchant switches off, passes
// axe on the site in content-help.spec.ts (lotus, with every refusal shown; sahara, switched on there). (Every route
// is checked in routes.spec.ts.)
import type { Locator, Page } from '@playwright/test';
import { agent, trial } from './accounts';
import { copyOf } from './copy';
import { brandInfo, brandUrl, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { landmarks } from './shell';

/** Opens a popup, checks the whole page with it open, closes it and waits until it is gone. */
async function checkPopup(page: Page, popup: Locator, open: () => Promise<void>, close?: () => Promise<void>) {
  await open();
  await expect(popup).toBeVisible();
  await expectNoAxeViolations(page);
  await (close ? close() : page.keyboard.press('Escape'));
  await expect(popup).toHaveCount(0);
}

const brand = 'sahara';

test(`${brand}: every shell popup passes axe`, async ({ page }) => {
  test.setTimeout(60_000);
  const t = copyOf(brand, brandInfo(brand).lang);
  const at = landmarks(page, t);
  const dialog = (id: string) => page.getByRole('dialog', { name: t(id), exact: true });

  await test.step('visitor popups', async () => {
    await page.goto(brandUrl(brand, '/'));
    await expect(page.locator('html')).toHaveAttribute('dir', brandInfo(brand).dir);
    await checkPopup(page, dialog('auth.LoginPopup.title'), () =>
      at.header.getByRole('button', { name: t('frame.Header.logIn'), exact: true }).click(),
    );
    const support = at.footer.getByRole('region', { name: t('frame.Footer.support'), exact: true });
    await checkPopup(page, dialog('content.HelpPopup.title'), async () => {
      await support.getByRole('button', { name: t('frame.Footer.help'), exact: true }).click();
      // Checked with the help centre in it, not while it loads.
      await expect(dialog('content.HelpPopup.title').getByRole('heading', { level: 3 }).first()).toBeVisible();
    });
    await checkPopup(page, dialog('frame.QrDialog.title'), async () => {
      await at.rightBar.getByRole('button', { name: t('frame.RightBar.qr'), exact: true }).click();
      // Checked once the code is drawn, not while its spinner shows.
      await expect(dialog('frame.QrDialog.title').getByRole('img')).toBeVisible();
    });
  });

  await test.step('the phone’s menu drawer', async () => {
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPopup(page, dialog('frame.SideMenu.drawerTitle'), () =>
      at.header.getByRole('button', { name: t('frame.Header.openMenu'), exact: true }).click(),
    );
    if (wide) await page.setViewportSize(wide);
  });

  await test.step('a trial account’s notice', async () => {
    await signIn(page, brand, trial, { trial: true });
    await page.goto(brandUrl(brand, '/'));
    // Signed in once the header names the account: until member info is back the side menu treats a visitor.
    await expect(at.header.getByRole('button', { name: `Trial ${trial}`, exact: true })).toBeVisible();
    await checkPopup(
      page,
      page.getByRole('alertdialog', { name: t('frame.RealAccountDialog.title'), exact: true }),
      () => at.sideMenu.getByRole('button', { name: t('frame.SideMenu.deposit'), exact: true }).click(),
    );
  });

  await test.step('an agent’s account menu, member centre, agent centre and sign-out confirmation', async () => {
    await signIn(page, brand, agent);
    await page.goto(brandUrl(brand, '/'));
    // The account menu's button shows the agent's nickname (apps/platform/src/seed/members.ts).
    const trigger = at.header.getByRole('button', { name: 'Agent One', exact: true });
    const menu = page.getByRole('menu', { name: t('frame.Header.accountMenu'), exact: true });
    const choose = async (item: string) => {
      await trigger.click();
      await menu.getByRole('menuitem', { name: t(item), exact: true }).click();
    };
    await checkPopup(page, menu, () => trigger.click());
    await checkPopup(page, dialog('frame.MemberCentre.title'), () => choose('frame.Header.myAccount'));
    await checkPopup(page, dialog('frame.AgentCentre.title'), () => choose('frame.Header.agent'));
    const confirm = page.getByRole('alertdialog', { name: t('frame.SignOutDialog.title'), exact: true });
    await checkPopup(
      page,
      confirm,
      () => choose('frame.Header.signOut'),
      () => confirm.getByRole('button', { name: t('frame.SignOutDialog.cancel'), exact: true }).click(),
    );
  });
});
