// Personal profit and loss and bonus details on the built site against the reference platform: the page's profit and
// loss of a seeded period (last month: no round of today reaches it) is what the platform's betting records of that
// period add up to, per product and in all, and its bonuses the account record's bonus rows; bonus details lists the
// seeded bonuses as the platform has them, in the site's language, each with its status and turnover; both pages axe
// clean right to left (sahara). Nothing is changed: player01's last month and bonuses are
// read, not written.
import { languageCodes, localeOf } from '@lobby/i18n';
import type { Page } from '@playwright/test';
import { brandCopy, brandInfo, brandUrl, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { memberValue } from './memberCall';

const products = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT'] as const;

interface ProfitLoss {
  startTime: number;
  endTime: number;
  summary: { bonus: number | null };
}
interface Record {
  list: Array<{ amount: number }>;
  totalCount: number;
  summary: { betAmount: number; winLoss: number };
}
interface Bonuses {
  list: Array<{ promotionName: string; status: string; turnoverRequired: number; turnoverAchieved: number }>;
}

/** The brand's language code, as the site sends it in `Language`. */
const languageOf = (brand: string) => {
  const { lang } = brandInfo(brand);
  return languageCodes.find((code) => code === lang || localeOf(code) === lang) ?? 'EN';
};

const centreOf = (page: Page, t: ReturnType<typeof brandCopy>) =>
  page.getByRole('dialog', { name: t('frame.MemberCentre.title'), exact: true });

/** Exact sums of amounts with two decimals. */
const sum = (amounts: number[]) => amounts.reduce((all, amount) => all + Math.round(amount * 100), 0) / 100;

/** Amounts written as the page writes them: the document's locale, the wallet's currency, two decimals. */
function formatterOf(page: Page, currency: string) {
  return (amounts: number[], signed = false) =>
    page.evaluate(
      ({ amounts, currency, signed }) => {
        const format = new Intl.NumberFormat(document.documentElement.lang, {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
        });
        return amounts.map((amount) => format.format(amount));
      },
      { amounts, currency, signed },
    );
}

/** Signs player01 in and opens the profit and loss at last month: the page's region, once its table shows. */
async function openLastMonth(page: Page, brand: string, t: ReturnType<typeof brandCopy>) {
  await signIn(page, brand, 'player01');
  await page.goto(brandUrl(brand, '/?member=personalProfit'));
  const region = centreOf(page, t).getByRole('region', { name: t('member-centre.ProfitPage.title'), exact: true });
  await region.getByRole('combobox', { name: t('member-centre.RecordRange.period'), exact: true }).click();
  await page.getByRole('option', { name: t('member-centre.ProfitPage.LAST_MONTH'), exact: true }).click();
  await expect(region.getByRole('table')).toBeVisible();
  return region;
}

async function currencyOf(page: Page): Promise<string> {
  return (await memberValue<{ currency: string }>(page, '/wps/v2/wallets/balance?typeId=0')).currency;
}

test("the profit and loss of last month is its betting records' sum, product by product, and its bonus rows", async ({
  page,
}) => {
  const brand = 'lotus';
  const t = brandCopy(brand);
  const region = await openLastMonth(page, brand, t);

  // The platform's bounds of the period, and its betting records for exactly those instants.
  const { startTime, endTime } = await memberValue<ProfitLoss>(
    page,
    '/wps/relay/MCSFE_getPersonalProfitLoss?period=LAST_MONTH',
  );
  const range = `startDate=${startTime}&endDate=${endTime - 1}`;
  const records = await Promise.all(
    products.map((product) =>
      memberValue<Record>(page, `/wps/relay/MCSFE_getPersonal${product}History?${range}&size=1`),
    ),
  );
  expect(sum(records.map((record) => record.totalCount))).toBeGreaterThan(0);
  const bonusRows = await memberValue<Record>(
    page,
    `/wps/relay/MCSFE_getTransactionHistory?${range}&type=BONUS&size=100`,
  );
  const format = formatterOf(page, await currencyOf(page));

  const table = region.getByRole('table', { name: t('member-centre.ProfitPage.byProduct'), exact: true });
  for (const [index, product] of products.entries()) {
    const { betAmount, winLoss } = records[index]?.summary ?? { betAmount: 0, winLoss: 0 };
    const row = table.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: t(`member-centre.BettingRecordPage.${product}`), exact: true }),
    });
    await expect(row.getByRole('cell')).toHaveText([
      ...(await format([betAmount, sum([betAmount, winLoss])])),
      ...(await format([winLoss], true)),
    ]);
  }
  const bets = sum(records.map((record) => record.summary.betAmount));
  const winLoss = sum(records.map((record) => record.summary.winLoss));
  const total = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: t('member-centre.ProfitPage.total'), exact: true }) });
  await expect(total.getByRole('cell')).toHaveText([
    ...(await format([bets, sum([bets, winLoss])])),
    ...(await format([winLoss], true)),
  ]);
  // The month's bonuses: its bonus rows of the account record (a cancelled bonus's take-back among them).
  const bonus = sum(bonusRows.list.map((row) => row.amount));
  expect(bonus).toBeGreaterThan(0);
  const [bonusText] = await format([bonus]);
  await expect(region.getByRole('definition').nth(2)).toHaveText(bonusText ?? '');
});

test('bonus details lists the seeded bonuses as the platform has them, in the site language', async ({ page }) => {
  const brand = 'lotus';
  const t = brandCopy(brand);
  await signIn(page, brand, 'player01');
  await page.goto(brandUrl(brand, '/?member=bonusDetails'));
  const region = centreOf(page, t).getByRole('region', { name: t('member-centre.BonusesPage.title'), exact: true });
  const entries = region.getByRole('listitem');
  const { list } = await memberValue<Bonuses>(page, '/wps/relay/MCSFE_getBonusDetails?page=1&size=10', undefined, {
    language: languageOf(brand),
  });
  expect(list.map((bonus) => bonus.status)).toEqual(['ACTIVE', 'CANCELLED', 'EXPIRED', 'COMPLETED']);
  await expect(entries.getByRole('heading')).toHaveText(list.map((bonus) => bonus.promotionName));
  // Named in the site's language: Vietnamese at lotus.
  expect(list[3]?.promotionName).toBe('Thưởng chào mừng: 100% cho lần nạp đầu');
  for (const [index, bonus] of list.entries()) {
    const entry = entries.nth(index);
    await expect(entry).toContainText(t(`member-centre.BonusesPage.${bonus.status}`));
    const percent = Math.min(100, Math.floor((bonus.turnoverAchieved * 100) / bonus.turnoverRequired));
    await expect(entry.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
  }
});

// Once on the built site, right to left: the pages' parts are axe-checked in every brand by the ProfitPage and
// BonusesPage stories (test:stories, lotus, siam and sahara: last month's chart and table, the bonuses).
test('profit and loss and bonus details have no accessibility violations (sahara)', async ({ page }) => {
  const brand = 'sahara';
  const t = brandCopy(brand);
  const profit = await openLastMonth(page, brand, t);
  await expect(profit.getByText(t('member-centre.ProfitPage.chartTitle'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(brandUrl(brand, '/?member=bonusDetails'));
  const bonuses = centreOf(page, t).getByRole('region', { name: t('member-centre.BonusesPage.title'), exact: true });
  await expect(bonuses.getByRole('progressbar')).toHaveCount(4);
  await expectNoAxeViolations(page);
});
