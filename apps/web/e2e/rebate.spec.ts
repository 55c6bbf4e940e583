// The manual rebate on the built site against the reference platform: player01's seeded bets of this month have
// earned a rebate; claiming all of it raises the main wallet (and the header) by the amount the page showed, the page
// starts over from nothing, and claiming again pays nothing. The page is offered only where MANPLAYREB3 is on; axe
// clean right to left (sahara), with a claim's notice.
import type { Page } from '@playwright/test';
import { player } from './accounts';
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
import { digitsOf, headerDigits } from './balance';
import { memberValue } from './memberCall';

changesPlatformState();

type Copy = ReturnType<typeof brandCopy>;
const id = (key: string) => `member-centre.ManualRebatePage.${key}`;

/** The main wallet's balance (account type 2) as the platform holds it. */
async function mainBalance(page: Page): Promise<number> {
  const value = await memberValue<{ balance: Array<{ accountTypeId: number | string; availBalance: number }> }>(
    page,
    '/wps/v2/wallets/balance?typeId=0',
  );
  return Number(value.balance.find((row) => String(row.accountTypeId) === '2')?.availBalance);
}

/** What every wallet of the member holds together: the balance the header shows. */
const walletTotal = async (page: Page) =>
  Number((await memberValue<{ sumBalance: number }>(page, '/wps/v2/wallets/balance?typeId=0')).sumBalance);

const centreOf = (page: Page, t: Copy) =>
  page.getByRole('dialog', { name: t('frame.MemberCentre.title'), exact: true });

/** The rebate page of `brand` for player01, once its figures have loaded. */
async function openRebate(page: Page, brand: string) {
  const t = brandCopy(brand);
  await signIn(page, brand, player);
  await page.goto(brandUrl(brand, '/?member=manualRebate'));
  const section = centreOf(page, t).getByRole('region', { name: t(id('title')), exact: true });
  const claimAll = section.getByRole('button', { name: t(id('claimAll')), exact: true });
  await expect(claimAll).toBeVisible();
  // What claiming all pays now: the first figure of the page.
  const total = section.getByRole('definition').first();
  return { t, section, claimAll, total };
}

test('claiming the rebate adds the amount shown to the balance once; a second claim pays nothing', async ({
  page,
  problems,
}) => {
  // The second claims are refused (400): what the page words for the player.
  problems.allow(/status of 400 .*MCSFE_claimManualRebate/);
  const { t, section, claimAll, total } = await openRebate(page, 'lotus');
  await expect(
    centreOf(page, t)
      .getByRole('navigation')
      .getByRole('button', { name: t('frame.MemberCentre.manualRebate'), exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  const shown = digitsOf((await total.innerText()) ?? '');
  expect(shown).toBeGreaterThan(0);
  const before = await mainBalance(page);
  const totalBefore = Math.round((await walletTotal(page)) * 100);
  const headerBefore = await headerDigits(page, t);

  await claimAll.click();
  const notice = section.getByRole('status');
  await expect(notice).toBeVisible();
  // The notice names the amount paid: the one shown.
  expect(digitsOf(await notice.innerText())).toBe(shown);
  expect(Math.round((await mainBalance(page)) * 100) - Math.round(before * 100)).toBe(shown);
  // The header follows: it writes hundredths or not depending on the currency, scaled as it showed the balance.
  const scale = headerBefore / totalBefore;
  await expect.poll(() => headerDigits(page, t)).toBe(Math.round((totalBefore + shown) * scale));
  // The rebate starts over.
  await expect.poll(async () => digitsOf(await total.innerText())).toBe(0);

  const after = await mainBalance(page);
  await claimAll.click();
  await expect(section.getByRole('alert')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await section
    .getByRole('button', {
      name: t(id('claimProduct'), { product: t('member-centre.BettingRecordPage.RNG') }),
      exact: true,
    })
    .click();
  await expect(section.getByRole('alert')).toContainText(t(id('nothingToClaim')));
  expect(await mainBalance(page)).toBe(after);
});

test('the page is offered only where the merchant has the manual rebate on', async ({ page }) => {
  const t = brandCopy('lotus');
  await devApi.setFlags('lotus', { MANPLAYREB3: false });
  try {
    await signIn(page, 'lotus', player);
    await page.goto(brandUrl('lotus', '/?member=manualRebate'));
    const centre = centreOf(page, t);
    // The address's page is not offered: the centre opens on My account, with no rebate entry.
    await expect(centre.getByRole('heading', { level: 3 })).toHaveText(t('frame.MemberCentre.securityCenter'));
    await expect(
      centre.getByRole('navigation').getByRole('button', { name: t('frame.MemberCentre.manualRebate') }),
    ).toHaveCount(0);
    await expect(centre.getByRole('region', { name: t(id('title')), exact: true })).toHaveCount(0);
  } finally {
    await devApi.setFlags('lotus', { MANPLAYREB3: true });
  }
});

// Once on the built site, right to left: the page's parts are axe-checked in every brand by the ManualRebatePage
// stories (test:stories, lotus, siam and sahara: the rebate, claimed, nothing to claim, below the minimum).
test("the rebate page and a claim's notice have no accessibility violations (sahara)", async ({ page }) => {
  const { section, claimAll } = await openRebate(page, 'sahara');
  await expect(section.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await claimAll.click();
  await expect(section.getByRole('status')).toBeVisible();
  await expectNoAxeViolations(page);
});
