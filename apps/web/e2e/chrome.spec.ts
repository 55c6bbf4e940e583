// The frame around every page (spec 1 §2, spec 2 §2): the header's navigation per merchant's vendor lanes, the
// footer's products and follow-us icons, the right bar's entries, each following the merchant's data, and the
// header's and footer's controls. The three demo merchants' seeds differ, so comparing them shows the data rules.
import type { Page } from '@playwright/test';
import { copyOf, type Copy } from './copy';
import { allBrands, brandInfo, brandUrl, expect, platformUrl, test } from './fixtures';
import { expectCustomerServiceWindow, landmarks, pressEscapeIn, standInForSupportSites, statusAnswer } from './shell';

type Network = 'facebook' | 'instagram' | 'twitter' | 'youtube' | 'telegram' | 'discord';
type NavKey =
  | 'home'
  | 'hot'
  | 'lottery'
  | 'live'
  | 'sports'
  | 'fish'
  | 'rng'
  | 'pvp'
  | 'esports'
  | 'promotions'
  | 'download'
  | 'cockfight'
  | 'rewards';

/**
 * What each demo merchant's seed holds (apps/platform/src/seed): its follow-us resources, the right bar's
 * Facebook / Telegram entries, and the lanes its vendors fill. Lotus carries every lane; siam has no card games
 * (PVP); sahara has no fishing and no cockfight vendor.
 */
const merchants: Record<string, { social: Network[]; rightBar: ('facebook' | 'telegram')[]; nav: NavKey[] }> = {
  lotus: {
    social: ['facebook', 'youtube', 'telegram'],
    rightBar: ['facebook', 'telegram'],
    nav: [
      'home',
      'hot',
      'lottery',
      'live',
      'sports',
      'fish',
      'rng',
      'pvp',
      'esports',
      'promotions',
      'download',
      'cockfight',
      'rewards',
    ],
  },
  siam: {
    social: ['facebook', 'instagram', 'twitter', 'youtube'],
    rightBar: ['facebook'],
    nav: [
      'home',
      'hot',
      'lottery',
      'live',
      'sports',
      'fish',
      'rng',
      'esports',
      'promotions',
      'download',
      'cockfight',
      'rewards',
    ],
  },
  sahara: {
    social: ['instagram', 'twitter', 'telegram', 'discord'],
    rightBar: ['telegram'],
    nav: ['home', 'hot', 'lottery', 'live', 'sports', 'rng', 'pvp', 'esports', 'promotions', 'download', 'rewards'],
  },
};

const navName = (t: Copy, key: NavKey) => t(`frame.Navigation.${key}`);

/** The footer's region titled `title` (products, follow us ...). */
const footerRegion = (page: Page, t: Copy, title: string) =>
  landmarks(page, t).footer.getByRole('region', { name: title, exact: true });

for (const brand of allBrands()) {
  const expected = merchants[brand];
  test.describe(`${brand} frame`, () => {
    test.skip(!expected, `no seed expectations written down for ${brand}`);

    test('navigation, footer and right bar follow the merchant’s vendor lanes, resources and customer service', async ({
      page,
      context,
    }) => {
      if (!expected) return;
      test.setTimeout(40_000);
      const t = copyOf(brand, brandInfo(brand).lang);
      await standInForSupportSites(context);
      await page.goto(brandUrl(brand, '/'));
      const { info } = await statusAnswer(page);
      const resource = (type: string) => info.resources?.find((item) => item.resourceType === type);

      await test.step('the main navigation and the footer’s products: the categories the vendor lanes fill', async () => {
        // The platform sends e-sports and cockfight vendors inside SPORTS (contract §4.2): the client regroups them.
        const nav = landmarks(page, t).mainNavigation.getByRole('link');
        await expect(nav).toHaveText(expected.nav.map((key) => navName(t, key)));
        const products = footerRegion(page, t, t('frame.Footer.products')).getByRole('link');
        await expect(products).toHaveText(
          expected.nav.filter((key) => key !== 'home' && key !== 'promotions').map((key) => navName(t, key)),
        );
      });

      await test.step('follow us: one icon per network the merchant lists, linking to its page', async () => {
        const links = footerRegion(page, t, t('frame.Footer.followUs')).getByRole('link');
        const newTab = t('frame.Footer.newTab');
        await expect(links).toHaveCount(expected.social.length);
        for (const [index, network] of expected.social.entries()) {
          const link = links.nth(index);
          await expect(link).toHaveAccessibleName(`${t(`frame.Footer.${network}`)} ${newTab}`);
          await expect(link).toHaveAttribute('href', resource(network.toUpperCase())?.url ?? 'missing resource');
          await expect(link).toHaveAttribute('target', '_blank');
        }
      });

      await test.step('right bar: live chat, the configured networks and the QR item', async () => {
        const bar = landmarks(page, t).rightBar;
        const newTab = t('frame.RightBar.newTab');
        const names = [
          t('frame.RightBar.liveChat'),
          ...expected.rightBar.map((network) => `${t(`frame.RightBar.${network}`)} ${newTab}`),
          t('frame.RightBar.qr'),
        ];
        // In this order, and nothing else (no telephone: no merchant lists one).
        await expect(bar.getByRole('listitem')).toHaveCount(names.length);
        for (const [index, name] of names.entries()) {
          await expect(bar.getByRole('listitem').nth(index).locator('a, button')).toHaveAccessibleName(name);
        }
        for (const network of expected.rightBar) {
          await expect(bar.getByRole('link', { name: `${t(`frame.RightBar.${network}`)} ${newTab}` })).toHaveAttribute(
            'href',
            resource(network.toUpperCase())?.url ?? 'missing resource',
          );
        }
      });

      await test.step('live chat opens the first customer-service link in its window', async () => {
        await expectCustomerServiceWindow(page, context, t('frame.RightBar.liveChat'));
      });

      await test.step('the QR item shows the code of the merchant’s QR resource', async () => {
        const qr = resource('QR');
        const value = qr?.qrCodeUrl ?? qr?.url ?? '';
        expect(value).toMatch(/^https:/);
        await landmarks(page, t)
          .rightBar.getByRole('button', { name: t('frame.RightBar.qr'), exact: true })
          .click();
        const dialog = page.getByRole('dialog', { name: t('frame.QrDialog.title') });
        await expect(dialog.getByRole('img', { name: t('frame.QrCode.image', { url: value }) })).toBeVisible();
        await expect(dialog.getByRole('link', { name: value, exact: true })).toHaveAttribute('href', value);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      });

      await test.step('a category link leads to its game centre', async () => {
        await landmarks(page, t)
          .mainNavigation.getByRole('link', { name: navName(t, 'esports'), exact: true })
          .click();
        await expect(page).toHaveURL(brandUrl(brand, '/esports'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.esports'));
      });
    });
  });
}

test('a merchant without social resources or customer service gets no follow-us block; a telephone adds a call entry', async ({
  page,
}) => {
  // The platform's own answer, with the merchant's lists replaced: no dev switch sets resources.
  await page.route('**/wps/system/status*', async (route) => {
    // Fetched from Node, which does not resolve *.localhost: the platform's address, the merchant named in a header.
    const response = await route.fetch({ url: platformUrl('/wps/system/status'), headers: { merchant: 'lotus88' } });
    const body = (await response.json()) as { value: { info: Record<string, unknown> } };
    body.value.info.resources = [{ resourceType: 'TELEPHONE', url: '+84 912 000 000', labelNameEn: 'Hotline' }];
    body.value.info.customerService = [];
    await route.fulfill({ response, json: body });
  });
  const t = copyOf('lotus', 'VI');
  await page.goto(brandUrl('lotus', '/'));
  const { footer, rightBar } = landmarks(page, t);
  await expect(footer.getByRole('region', { name: t('frame.Footer.support'), exact: true })).toBeVisible();
  await expect(footer.getByRole('region', { name: t('frame.Footer.followUs'), exact: true })).toHaveCount(0);

  const entries = rightBar.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(rightBar.getByRole('link', { name: t('frame.RightBar.telephone'), exact: true })).toHaveAttribute(
    'href',
    'tel:+84912000000',
  );
  await expect(rightBar.getByRole('button', { name: t('frame.RightBar.qr'), exact: true })).toBeVisible();
  await expect(rightBar.getByRole('button', { name: t('frame.RightBar.liveChat'), exact: true })).toHaveCount(0);
});

test('header and footer controls: log in, register, the side-menu toggle, help, feedback and FAQ', async ({ page }) => {
  const t = copyOf('siam', brandInfo('siam').lang);
  const at = landmarks(page, t);
  await page.goto(brandUrl('siam', '/promotions'));

  await test.step('a visitor can log in or register', async () => {
    await at.header.getByRole('button', { name: t('frame.Header.logIn'), exact: true }).click();
    const login = page.getByRole('dialog', { name: t('auth.LoginPopup.title') });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: t('auth.AccountDialog.close'), exact: true }).click();
    await expect(login).toHaveCount(0);
    await at.header.getByRole('button', { name: t('frame.Header.register'), exact: true }).click();
    const register = page.getByRole('dialog', { name: t('auth.RegisterPopup.title') });
    await expect(register).toBeVisible();
    await pressEscapeIn(register);
    await expect(register).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.promotions'));
  });

  await test.step('the side menu hides and shows again', async () => {
    const toggle = at.header.getByRole('button', { name: t('frame.Header.sideMenu'), exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(at.sideMenu).toHaveCount(0);
    await toggle.click();
    await expect(at.sideMenu).toBeVisible();
  });

  await test.step('help and feedback open their popups; FAQ opens /help', async () => {
    const support = at.footer.getByRole('region', { name: t('frame.Footer.support'), exact: true });
    for (const [button, popup] of [
      ['frame.Footer.help', 'content.HelpPopup'],
      ['frame.Footer.feedback', 'content.FeedbackPopup'],
    ] as const) {
      await support.getByRole('button', { name: t(button), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t(`${popup}.title`), exact: true });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t(`${popup}.close`), exact: true }).click();
      await expect(dialog).toHaveCount(0);
    }
    await support.getByRole('link', { name: t('frame.Footer.faq'), exact: true }).click();
    await expect(page).toHaveURL(brandUrl('siam', '/help'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.help'));
  });
});

test('on a phone the navigation and the language move into the menu drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = copyOf('siam', brandInfo('siam').lang);
  const at = landmarks(page, t);
  await page.goto(brandUrl('siam', '/'));
  await expect(at.header).toBeVisible();
  await expect(at.mainNavigation).toBeHidden();
  await expect(at.sideMenu).toBeHidden();

  await at.header.getByRole('button', { name: t('frame.Header.openMenu'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: t('frame.SideMenu.drawerTitle'), exact: true });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: t('frame.SideMenu.language'), exact: true })).toHaveValue('TH');
  await drawer.getByRole('link', { name: navName(t, 'live'), exact: true }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(brandUrl('siam', '/live'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.live'));
});
