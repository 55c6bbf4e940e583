// The points mall on the built site against the reference platform: player01 redeems a reward with the login
// password and sees it processing, the merchant approves it through the dev endpoint and the history says approved;
// points converted into money move the points and the header's balance; each refusal (more than is left, more than
// the points, a wrong password) is shown and takes nothing; a visitor browses the catalogue and is asked to log in;
// axe clean on the page and the redeem dialog at sahara (AR, right to left).
import type { Locator, Page } from '@playwright/test';
import { player } from './accounts';
import { digitsOf } from './balance';
import {
  brandCopy,
  brandInfo,
  brandUrl,
  changesPlatformState,
  expect,
  expectNoAxeViolations,
  platformUrl,
  signIn,
  test,
} from './fixtures';

changesPlatformState();

type Copy = ReturnType<typeof brandCopy>;
const id = (key: string) => `rewards.PointMallPage.${key}`;
const password = 'Player#2026';

/** The seeded catalogue's first reward (20 free spins, 500 points) and a gift (the jersey), in each brand's language. */
const spinsName: Record<string, string> = {
  lotus: '20 vòng quay miễn phí',
  siam: 'ฟรีสปิน 20 ครั้ง',
  sahara: '20 دورة مجانية',
};
const jerseyName: Record<string, string> = {
  lotus: 'Áo đấu bóng đá',
  siam: 'เสื้อฟุตบอล',
  sahara: 'قميص كرة قدم',
};

/** The points mall's dev switches (apps/platform/src/dev/pointRoutes.ts). */
async function dev<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(platformUrl(path), {
    method,
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!response.ok || !envelope.success) throw new Error(`${method} ${path}: ${envelope.message ?? response.status}`);
  return envelope.value;
}
const merchantOf = (brand: string) => brandInfo(brand).merchantCode;
const redemptionsOf = (brand: string) =>
  dev<{ redemptions: Array<{ id: number; rewardId: number; status: string }> }>(
    'GET',
    `/__dev/merchants/${merchantOf(brand)}/members/${player}/redemptions`,
  );

async function openMall(page: Page, brand: string) {
  const t = brandCopy(brand);
  await signIn(page, brand, player);
  await page.goto(brandUrl(brand, '/pointMall'));
  await expect(page.getByRole('heading', { level: 1, name: t('web.Page.pointMall') })).toBeVisible();
  const balance = page.getByRole('region', { name: t(id('balance')), exact: true }).locator('strong');
  await expect(balance).toContainText(/\d/);
  return { t, balance };
}

/** The Redeem button of a reward's card. */
const redeemButton = (page: Page, t: Copy, reward: string) =>
  page.getByRole('button', { name: t(id('redeemReward'), { reward }), exact: true });

async function openRedeem(page: Page, t: Copy, reward: string): Promise<Locator> {
  await redeemButton(page, t, reward).click();
  const dialog = page.getByRole('dialog', { name: t(id('dialogTitle'), { reward }), exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

const quantityOf = (dialog: Locator, t: Copy) => dialog.getByRole('textbox', { name: t(id('quantity')) });
const passwordOf = (scope: Locator, t: Copy) => scope.getByRole('textbox', { name: t(id('password')), exact: true });

test('a reward redeemed with the password is processing, then approved by the merchant', async ({ page }) => {
  const { t, balance } = await openMall(page, 'lotus');
  const before = digitsOf(await balance.innerText());
  const dialog = await openRedeem(page, t, spinsName.lotus ?? '');
  await quantityOf(dialog, t).fill('2');
  await passwordOf(dialog, t).fill(password);
  // A double click redeems once.
  await dialog.getByRole('button', { name: t(id('confirm')), exact: true }).dblclick();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: spinsName.lotus ?? '' })).toBeVisible();
  await expect.poll(async () => digitsOf(await balance.innerText())).toBe(before - 1000);
  const made = (await redemptionsOf('lotus')).redemptions.filter((row) => row.status === 'PROCESSING');
  expect(made).toHaveLength(1);

  const history = page.getByRole('region', { name: t(id('historyTitle')), exact: true });
  const row = history
    .getByRole('listitem')
    .filter({ hasText: spinsName.lotus ?? '' })
    .first();
  await expect(row).toContainText(t(id('statusPROCESSING')));
  await dev('POST', `/__dev/merchants/${merchantOf('lotus')}/redemptions/${made[0]?.id}`, { action: 'approve' });
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: t(id('historyTitle')), exact: true })
      .getByRole('listitem')
      .filter({ hasText: spinsName.lotus ?? '' })
      .first(),
  ).toContainText(t(id('statusAPPROVED')));
});

test("points converted into money: the points go down, the header's balance up", async ({ page }) => {
  const { t, balance } = await openMall(page, 'lotus');
  const before = digitsOf(await balance.innerText());
  const header = page.locator('header p[aria-live="polite"]');
  await expect(header).toContainText(/\d/);
  const headerBefore = digitsOf(await header.innerText());
  const convert = page.getByRole('region', { name: t(id('convertTitle')), exact: true });
  await convert.getByRole('textbox', { name: t(id('convertAmount')) }).fill('1000');
  await passwordOf(convert, t).fill(password);
  await convert.getByRole('button', { name: t(id('convertSubmit')), exact: true }).click();
  await expect(convert.getByRole('status')).toBeVisible();
  await expect.poll(async () => digitsOf(await balance.innerText())).toBe(before - 1000);
  await expect.poll(async () => digitsOf(await header.innerText())).toBeGreaterThan(headerBefore);
  await expect(passwordOf(convert, t)).toHaveValue('');
  const details = page.getByRole('region', { name: t(id('detailsTitle')), exact: true });
  await expect(details.getByRole('listitem').first()).toContainText(t(id('tx9202')));
});

test('refusals: more than is left, more than the points, a wrong password; nothing is taken', async ({
  page,
  problems,
}) => {
  // Refused on purpose (400): the page words them for the player.
  problems.allow(/status of 400 .*MCSFE_redeemPointReward/);
  const { t, balance } = await openMall(page, 'lotus');
  const before = digitsOf(await balance.innerText());

  // A wrong password: the platform refuses it, shown on the field.
  let dialog = await openRedeem(page, t, spinsName.lotus ?? '');
  await passwordOf(dialog, t).fill('not-my-password');
  await dialog.getByRole('button', { name: t(id('confirm')), exact: true }).click();
  await expect(dialog.getByText(t(id('wrongPassword')))).toBeVisible();

  // More than is left: sold to others while the dialog was open (one left), refused by the platform.
  const reward = (
    await page.evaluate(async () => {
      const response = await fetch('/wps/relay/MCSFE_getPointReward?type=VIRTUAL&page=1&size=1');
      return ((await response.json()) as { value: { list: Array<{ id: number }> } }).value.list;
    })
  )[0];
  await dev('POST', `/__dev/merchants/${merchantOf('lotus')}/rewards/${reward?.id}`, { inventory: 1 });
  await quantityOf(dialog, t).fill('2');
  await passwordOf(dialog, t).fill(password);
  await dialog.getByRole('button', { name: t(id('confirm')), exact: true }).click();
  await expect(dialog.getByText(t(id('overInventory'), { count: '1' }))).toBeVisible();
  // The form knows it now too.
  await expect(dialog.getByText(t(id('quantityHint'), { max: '1' }))).toBeVisible();
  await dialog.getByRole('button', { name: t(id('cancel')), exact: true }).click();

  // More than the points: the form refuses it before anything is sent.
  await page.getByRole('tab', { name: t(id('typePHYSICAL')), exact: true }).click();
  dialog = await openRedeem(page, t, jerseyName.lotus ?? '');
  const enough = Math.floor(before / 6000) + 1;
  await quantityOf(dialog, t).fill(String(enough));
  await passwordOf(dialog, t).fill(password);
  await dialog.getByRole('button', { name: t(id('confirm')), exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: t(id('quantity')) })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: t(id('cancel')), exact: true }).click();

  expect(digitsOf(await balance.innerText())).toBe(before);
  expect((await redemptionsOf('lotus')).redemptions.filter((row) => row.status === 'PROCESSING')).toHaveLength(0);
});

test('a visitor sees the catalogue and is asked to log in to redeem', async ({ page }) => {
  const t = brandCopy('siam');
  await page.goto(brandUrl('siam', '/pointMall'));
  await expect(page.getByText(t(id('signInToRedeem')))).toBeVisible();
  await redeemButton(page, t, spinsName.siam ?? '').click();
  await expect(page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true })).toBeVisible();
});

// Once on the built site, right to left: the page and the dialog's parts are axe-checked in every brand by the
// PointMallPage stories (test:stories, lotus, siam and sahara: the member's page, the redeem dialog, a wrong password).
test('the points mall and its redeem dialog have no accessibility violations (sahara)', async ({ page }) => {
  const { t } = await openMall(page, 'sahara');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: t(id('detailsTitle')), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: t(id('typePHYSICAL')), exact: true }).click();
  const dialog = await openRedeem(page, t, jerseyName.sahara ?? '');
  // With the form's messages shown.
  await dialog.getByRole('button', { name: t(id('confirm')), exact: true }).click();
  await expect(passwordOf(dialog, t)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
