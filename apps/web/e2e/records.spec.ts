// The betting record and the account record on the built site against the reference platform (issue 20): a round
// played on a demo game page shows in both; the product, vendor, period and page the player picks are what the
// platform is asked, and the page shows what it answers; both pages axe clean right to left (sahara).
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
import { memberValue } from './memberCall';

changesPlatformState();

type Copy = ReturnType<typeof brandCopy>;

const centreOf = (page: Page, t: Copy) =>
  page.getByRole('dialog', { name: t('frame.MemberCentre.title'), exact: true });
const betRows = (page: Page, t: Copy) =>
  centreOf(page, t)
    .getByRole('list', { name: t('member-centre.BettingRecordPage.list'), exact: true })
    .getByRole('listitem');
const movementRows = (page: Page, t: Copy) =>
  centreOf(page, t)
    .getByRole('list', { name: t('member-centre.AccountRecordPage.list'), exact: true })
    .getByRole('listitem');

async function choose(page: Page, t: Copy, label: string, option: string) {
  await centreOf(page, t).getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface BetPage {
  list: Array<{ gameName?: string | null; vendor: string }>;
  totalCount: number;
  totalPages: number;
}

test('a round played on a demo game shows in the betting record and in the account record', async ({ page }) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/rng?vassalage=PG'));
  const tile = page
    .getByRole('list', { name: t('game-catalogue.GameCentre.games'), exact: true })
    .getByRole('listitem')
    .first();
  const name = (await tile.innerText()).trim();
  await tile.getByRole('button').first().click();
  const game = page.frameLocator(`iframe[title="${name}"]`);
  await game.getByRole('button', { name: 'Play a round' }).click();
  await expect(game.getByRole('status')).toContainText(/Stake .+, won .+, balance .+/);
  // "Stake ₫10,000.00, won ₫0.00, balance ...": a lost round pays nothing, and leaves no payout in the ledger.
  const won = /won (.+?), balance/.exec(await game.getByRole('status').innerText())?.[1] ?? '';
  const paid = /[1-9]/.test(won);

  // The record opens on the slots of the last 7 days, newest first: the round heads it.
  await page.goto(brandUrl('lotus', '/?member=personalHistoryCopy'));
  await expect(betRows(page, t).first()).toContainText(name);
  await betRows(page, t).first().getByRole('button').click();
  const details = centreOf(page, t).getByRole('region', { name: t('member-centre.BettingRecordPage.detail') });
  await expect(details).toContainText(name);
  await expect(details).toContainText(t('member-centre.BettingRecordPage.SETTLED'));

  // In the account record the round is its stake and, when it won, its payout after it.
  await page.goto(brandUrl('lotus', '/?member=transactionHistory'));
  const stakeRow = paid ? 1 : 0;
  if (paid) {
    await expect(movementRows(page, t).nth(0)).toContainText(
      `${t('member-centre.AccountRecordPage.PAYOUT')} · ${name}`,
    );
  }
  await expect(movementRows(page, t).nth(stakeRow)).toContainText(
    `${t('member-centre.AccountRecordPage.BET')} · ${name}`,
  );
});

test('the product, vendor, period and page chosen are what the platform is asked, and what it answers shows', async ({
  page,
}) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/?member=personalHistoryCopy'));
  await expect(centreOf(page, t).getByRole('button', { name: t('member-centre.RecordRange.search') })).toBeVisible();

  // More than a page of live-casino bets in the last days, played as the demo games play them.
  const product = 'LIVE';
  expect((await devApi.playRounds('lotus', player, { count: 30, productType: product, days: 3 })).played).toBe(30);
  await choose(page, t, t('member-centre.BettingRecordPage.product'), t(`member-centre.BettingRecordPage.${product}`));
  await choose(page, t, t('member-centre.RecordRange.period'), t('member-centre.RecordRange.last7'));
  const asked = page.waitForRequest(new RegExp(`/wps/relay/MCSFE_getPersonal${product}History\\?`));
  await centreOf(page, t)
    .getByRole('button', { name: t('member-centre.RecordRange.search') })
    .click();
  const first = new URL((await asked).url());
  const days =
    (Date.parse(first.searchParams.get('endDate') ?? '') - Date.parse(first.searchParams.get('startDate') ?? '')) /
    86_400_000;
  expect(Math.ceil(days)).toBe(7);
  expect(first.searchParams.get('page')).toBe('1');
  expect(first.searchParams.has('vendor')).toBe(false);

  // The page shows the platform's own answer to that question: its count and its rows in order.
  const answer = await memberValue<BetPage>(page, first.pathname + first.search);
  expect(answer.totalPages, 'more than a page of bets').toBeGreaterThan(1);
  await expect(betRows(page, t)).toHaveCount(answer.list.length);
  await expect(betRows(page, t).first()).toContainText(answer.list[0]?.gameName ?? '');
  await expect(centreOf(page, t).getByRole('definition').first()).toHaveText(String(answer.totalCount));

  const second = page.waitForRequest(new RegExp(`/wps/relay/MCSFE_getPersonal${product}History\\?.*page=2`));
  await centreOf(page, t)
    .getByRole('button', { name: t('member-centre.Pager.page', { page: '2' }), exact: true })
    .click();
  const secondUrl = new URL((await second).url());
  expect(secondUrl.searchParams.get('startDate')).toBe(first.searchParams.get('startDate'));
  const secondAnswer = await memberValue<BetPage>(page, secondUrl.pathname + secondUrl.search);
  await expect(betRows(page, t).first()).toContainText(secondAnswer.list[0]?.gameName ?? '');

  // One vendor: the question names it, and every row shown is of that vendor.
  const vendorName = await (async () => {
    await centreOf(page, t)
      .getByRole('combobox', { name: t('member-centre.BettingRecordPage.vendor') })
      .click();
    const option = page.getByRole('option').nth(1);
    const text = (await option.innerText()).trim();
    await option.click();
    return text;
  })();
  const byVendor = page.waitForRequest(new RegExp(`/wps/relay/MCSFE_getPersonal${product}History\\?.*vendor=`));
  await centreOf(page, t)
    .getByRole('button', { name: t('member-centre.RecordRange.search') })
    .click();
  const vendorUrl = new URL((await byVendor).url());
  expect(vendorUrl.searchParams.get('page')).toBe('1');
  const vendorAnswer = await memberValue<BetPage>(page, vendorUrl.pathname + vendorUrl.search);
  expect(vendorAnswer.list.every((bet) => bet.vendor === vendorUrl.searchParams.get('vendor'))).toBe(true);
  await expect(betRows(page, t)).toHaveCount(vendorAnswer.list.length);
  if (vendorAnswer.list.length) await expect(betRows(page, t).first()).toContainText(vendorName);
});

test('a range past the platform’s limit is refused at its field, and nothing is asked', async ({ page }) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/?member=transactionHistory'));
  await expect(movementRows(page, t).first()).toBeVisible();
  await choose(page, t, t('member-centre.RecordRange.period'), t('member-centre.RecordRange.custom'));
  await centreOf(page, t).getByLabel(t('member-centre.RecordRange.startDay')).fill('2026-01-01');
  const end = centreOf(page, t).getByLabel(t('member-centre.RecordRange.endDay'));
  await end.fill('2026-03-01');
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_getTransactionHistory')) asked += 1;
  });
  await centreOf(page, t)
    .getByRole('button', { name: t('member-centre.RecordRange.search') })
    .click();
  await expect(end).toHaveAccessibleDescription(t('member-centre.RecordRange.tooLong', { days: 31 }));
  expect(asked).toBe(0);
});

// Once on the built site, right to left: the pages' parts are axe-checked in every brand by the BettingRecordPage and
// AccountRecordPage stories (test:stories, lotus, siam and sahara: the lists, a bet's details, nothing found).
test('the betting and account records have no accessibility violations (sahara)', async ({ page }) => {
  const t = brandCopy('sahara');
  await signIn(page, 'sahara', player);
  await page.goto(brandUrl('sahara', '/?member=personalHistoryCopy'));
  await expect(centreOf(page, t).getByRole('definition').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(brandUrl('sahara', '/?member=transactionHistory'));
  await expect(movementRows(page, t).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
