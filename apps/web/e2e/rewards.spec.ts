// Promotions joined and claimed, and the reward centre, on the built site against the reference platform: player01 of
// lotus applies to the weekend reload with a comment (one over 140 characters refused by the form and by the
// platform), the merchant approves it through the dev endpoint, and the member claims it once in the reward centre:
// the main wallet and the account record follow, the reward badge rises with the approval and falls with the claim,
// and a second claim is refused with nothing paid. At siam a raffle ticket is taken once, its number and validity
// shown. Visitors on /rewards are asked to log in. axe clean on the pages and dialogs in sahara (Arabic, right to
// left), a promotion's member side in lotus too.
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
  type DevPromotion,
} from './fixtures';
import { memberCall, memberValue } from './memberCall';

changesPlatformState();

type Copy = ReturnType<typeof brandCopy>;

/** `text` matched literally inside a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface MemberPromotion {
  promotionId: number;
  promotionType: string;
  title: string;
  status: string;
  amount?: number | null;
}

const centreOf = (page: Page, t: Copy) =>
  page.getByRole('dialog', { name: t('frame.MemberCentre.title'), exact: true });
const rewardCentreOf = (page: Page, t: Copy) =>
  page.getByRole('region', { name: t('rewards.RewardCentrePage.title'), exact: true });

/** The centre menu's reward entry: its badge's words are part of its name. */
async function expectBadge(page: Page, t: Copy, count: number) {
  const entry = centreOf(page, t)
    .getByRole('navigation')
    .getByRole('button', { name: t('frame.MemberCentre.rewardCenter') });
  // The badge's words lead with the count ("4 phần thưởng chờ nhận"); none at 0.
  const name = t('frame.MemberCentre.rewardCenter');
  await expect(entry).toHaveAccessibleName(count ? new RegExp(`^${escape(name)} ${count}\\D`) : name);
}

/** The main wallet's balance (account type 2) as the platform holds it. */
async function mainBalance(page: Page): Promise<number> {
  const value = await memberValue<{ balance: Array<{ accountTypeId: number | string; availBalance: number }> }>(
    page,
    '/wps/v2/wallets/balance?typeId=0',
  );
  return Number(value.balance.find((row) => String(row.accountTypeId) === '2')?.availBalance);
}

async function promotionOf(brand: string, code: string): Promise<DevPromotion> {
  const found = (await devApi.promotions(brand)).find((row) => row.code === code);
  if (!found) throw new Error(`${brand} has no ${code} promotion`);
  return found;
}

/** The member's promotions in the site's language, as the pages read them. */
const memberPromotions = async (page: Page, language: string) =>
  (
    await memberValue<{ list: MemberPromotion[] }>(page, '/wps/relay/MCS2_getPromotionClaimList', undefined, {
      language,
    })
  ).list;

/** Opens the promotions page's detail of `promotion` (its card in the site's language). */
async function openPromotion(page: Page, brand: string, promotion: DevPromotion) {
  await page.goto(brandUrl(brand, '/promotions'));
  const card = page.locator(promotion.announcementIds.map((id) => `a[href="/promotions#${id}"]`).join(', ')).first();
  await card.click();
  return { card, dialog: page.getByRole('dialog') };
}

const longComment = 'Tôi đã nạp 500.000 ₫ vào thứ Bảy. '.repeat(5).slice(0, 141);

test('apply with a comment, approved, claimed once: the balance, the account record and the badge follow', async ({
  page,
  problems,
}) => {
  // The comment over 140 characters and the second claim are refused (400) on purpose.
  problems.allow(/status of 400 .*MCSFE_(applyPromotion|claimIssuedPromotion)/);
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', player);
  const reload = await promotionOf('lotus', 'reload');

  const { dialog } = await openPromotion(page, 'lotus', reload);
  // The card says where the member stands.
  await expect(page.locator(reload.announcementIds.map((id) => `[id="${id}"]`).join(', ')).first()).toContainText(
    t('rewards.PromotionStatus.join'),
  );
  const side = dialog.getByRole('region', { name: t('rewards.PromotionMember.title'), exact: true });
  const comment = side.getByRole('textbox', { name: t('rewards.PromotionMember.comment') });
  const apply = side.getByRole('button', { name: t('rewards.PromotionMember.apply'), exact: true });
  const applications: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_applyPromotion')) applications.push(request.url());
  });

  // Over 140 characters: refused by the form, counted, and nothing sent; refused by the platform too.
  await comment.fill(longComment);
  await expect(side.getByText(t('rewards.PromotionMember.commentHint', { count: 141, max: 140 }))).toBeVisible();
  await apply.click();
  await expect(comment).toHaveAccessibleDescription(
    new RegExp(escape(t('rewards.PromotionMember.commentTooLong', { max: 140, count: 141 }))),
  );
  await expect(comment).toHaveValue(longComment);
  expect(applications).toEqual([]);
  const refused = await memberCall(page, '/wps/relay/MCSFE_applyPromotion', {
    promotionId: reload.promotionId,
    comment: longComment,
  });
  expect(refused).toMatchObject({ success: false, errorCode: 'validation_failed' });
  await expectNoAxeViolations(page);

  await comment.fill('Nạp 500.000 ₫ thứ Bảy, mã giao dịch 7781');
  await apply.click();
  await expect(side.getByRole('status')).toHaveText(t('rewards.PromotionMember.applied'));
  await expect(side).toContainText(t('rewards.PromotionStatus.applying'));
  await expectNoAxeViolations(page);

  // Rewards waiting before the approval: the login reward, the draw and the cash ticket.
  await page.goto(brandUrl('lotus', '/?member=rewardCenter'));
  await expectBadge(page, t, 3);
  await devApi.decidePromotion('lotus', player, reload.promotionId, 'approve');
  await page.reload();
  await expectBadge(page, t, 4);

  const title = (await memberPromotions(page, 'VI')).find((row) => row.promotionId === reload.promotionId)?.title ?? '';
  const centre = rewardCentreOf(page, t);
  const claim = centre.getByRole('button', { name: t('rewards.RewardCentrePage.claimNamed', { name: title }) });
  const before = await mainBalance(page);
  const claims: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_claimIssuedPromotion')) claims.push(request.url());
  });
  await claim.dblclick();
  await expect(centre.getByRole('status')).toBeVisible();
  expect(claims).toHaveLength(1);
  expect(Math.round((await mainBalance(page)) * 100) - Math.round(before * 100)).toBe(Math.round(reload.amount * 100));
  await expectBadge(page, t, 3);
  await expect(claim).toHaveCount(0);

  // The account record holds the bonus.
  const today = new Date().toISOString().slice(0, 10);
  const record = await memberValue<{ list: Array<{ type: string; amount: number }> }>(
    page,
    `/wps/relay/MCSFE_getTransactionHistory?startDate=${today}&endDate=${today}&type=BONUS&size=100`,
  );
  expect(record.list.filter((row) => row.amount === reload.amount)).toHaveLength(1);

  // A second claim, a new request: refused, nothing paid.
  const after = await mainBalance(page);
  const second = await memberCall(
    page,
    '/wps/relay/MCSFE_claimIssuedPromotion',
    { promotionId: reload.promotionId },
    { headers: { 'Idempotency-Key': 'e2e-second-claim-0001' } },
  );
  expect(second).toMatchObject({ success: false, errorCode: 'reward_already_claimed' });
  expect(await mainBalance(page)).toBe(after);
});

test("a raffle ticket is taken once, with its number and the draw's days", async ({ page, problems }) => {
  // The second claim is refused (400) on purpose.
  problems.allow(/status of 400 .*MCSFE_claimRafflePromotion/);
  const t = brandCopy('siam');
  await signIn(page, 'siam', player);
  const raffle = await promotionOf('siam', 'lucky-draw');
  await page.goto(brandUrl('siam', '/rewards'));
  const centre = rewardCentreOf(page, t);
  const title = (await memberPromotions(page, 'TH')).find((row) => row.promotionId === raffle.promotionId)?.title ?? '';
  const take = centre.getByRole('button', { name: t('rewards.Raffle.getTicketNamed', { name: title }) });
  await expect(centre.getByText(t('rewards.Raffle.running'), { exact: true })).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_claimRafflePromotion')) sent.push(request.url());
  });
  await take.dblclick();
  const notice = centre.getByRole('status');
  await expect(notice).toContainText(/R\d+-\d{6}/);
  expect(sent).toHaveLength(1);
  await expect(take).toHaveCount(0);
  await expect(centre.getByText(t('rewards.Raffle.claimed'), { exact: true }).first()).toBeVisible();
  const list = await memberPromotions(page, 'TH');
  const joined = list.find((row) => row.promotionId === raffle.promotionId) as MemberPromotion & {
    raffleScheduleId: number;
  };
  expect(joined.status).toBe('joined');
  const again = await memberCall(page, '/wps/relay/MCSFE_claimRafflePromotion', {
    promotionId: raffle.promotionId,
    raffleScheduleId: joined.raffleScheduleId,
  });
  expect(again).toMatchObject({ success: false, errorCode: 'reward_already_claimed' });
});

test('a visitor on /rewards is asked to log in', async ({ page }) => {
  const t = brandCopy('lotus');
  await page.goto(brandUrl('lotus', '/rewards'));
  await expect(page.getByText(t('web.RewardsPage.signIn'))).toBeVisible();
  await page
    .locator('#main-content')
    .getByRole('button', { name: t('web.RewardsPage.logIn'), exact: true })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

// Once on the built site, right to left: the parts are axe-checked in every brand by the RewardCentrePage and
// PromotionMember stories (test:stories, lotus, siam and sahara: the rewards, the cancel asked, each member status),
// and lotus's member side on the site by the application above.
test("the reward centre, its cancel dialog and a promotion's member side have no accessibility violations (sahara)", async ({
  page,
}) => {
  const brand = 'sahara';
  const t = brandCopy(brand);
  await signIn(page, brand, player);
  await page.goto(brandUrl(brand, '/?member=rewardCenter'));
  const centre = rewardCentreOf(page, t);
  await expect(centre.getByRole('region', { name: t('rewards.RewardCentrePage.history'), exact: true })).toBeVisible();
  await expect(centre.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);

  const vouchers = centre.getByRole('region', { name: t('rewards.RewardCentrePage.vouchers'), exact: true });
  await vouchers
    .getByRole('button', { name: new RegExp(t('rewards.RewardCentrePage.cancel')) })
    .first()
    .click();
  const ask = page.getByRole('alertdialog', { name: t('rewards.RewardCentrePage.cancelTitle') });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: t('rewards.RewardCentrePage.keep'), exact: true }).click();

  const reload = await promotionOf(brand, 'reload');
  const { dialog } = await openPromotion(page, brand, reload);
  await expect(dialog.getByRole('region', { name: t('rewards.PromotionMember.title'), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
