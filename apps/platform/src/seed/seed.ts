import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { listBrands, loadBrand } from '@lobby/brand/node';
import type { BrandConfig } from '@lobby/brand';
import { and, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  announcements,
  bankCards,
  betRecords,
  bannerDrawings,
  gameClasses,
  gameTypes,
  games,
  helpEntries,
  memberAddresses,
  members,
  referralCodes,
  referrals,
  merchantBanks,
  merchantVendors,
  merchantWallets,
  merchantWithdrawSettings,
  merchantDepositSettings,
  merchantDepositChannels,
  deposits,
  memberTurnover,
  withdrawals,
  merchants,
  promotionCategories,
  pointAccounts,
  pointRedemptions,
  pointRewards,
  pointSettings,
  pointTransactions,
  rebateRates,
  missions,
  missionMilestones,
  sportLeagues,
  sportTeams,
  vendorWallets,
  vendors,
  vipRanks,
  inboxMails,
  inboxReplies,
  memberBonuses,
  promotionEntries,
  promotionRules,
  raffleSchedules,
  rewardTickets,
  walletTransactions,
  wallets,
  winningRounds,
} from '../db/schema';
import { forgetCatalogue } from '../catalogue/catalogueCache';
import { forgetMerchants } from '../merchants/merchantCache';
import { forgetAllSessions } from '../security/sessionCache';
import { seededAddresses } from '../security/knownAddresses';
import { hashPassword } from '../security/passwords';
import { addBetSums } from '../wallet/betSums';
import { currencyPlan } from '../wallet/money';
import { monthOf } from '../wallet/ranks';
import { winnerBoardWindowMs } from '../wallet/winningRounds';
import { mainWalletTypeId } from '../wallet/wallets';
import { announcementsFor, type AnnouncementSeed } from './announcements';
import { bannerDrawingRows } from './bannerCopy';
import { bannersFor } from './banners';
import { gameCatalogue, gameClassRows } from './games';
import { helpEntriesFor, helpLanguages, type HelpEntrySeed } from './helpCentre';
import { depositChannelsFor, depositSettingsFor, seededDeposits } from './deposits';
import { inboxFor } from './inbox';
import { demoMembers, demoMembersOf } from './members';
import { localeOfMerchant, merchantFromBrand } from './merchants';
import { agentNoticesFor } from './agentNotices';
import { noticesFor } from './notices';
import { promotionCategoriesFor, promotionsFor } from './promotions';
import { demoRounds } from './bets';
import { demoBonusesOf, promotionNamesOf, type Month } from './bonuses';
import { demoBets, ranksFor, stakesOf } from './ranks';
import { pointRewardSeeds, pointSettingsFor, welcomePoints } from './points';
import { rebateRatesFor } from './rebates';
import { missionsFor } from './missions';
import { demoFriends, demoReferralCodes, friendNamesOf, friendPassword, friendTimes } from './referrals';
import { amountIn, demoTicketPlans, drawsAround, rulePlans } from './promotionRules';
import { promotionCopy } from './promotionCopy';
import { sportRows } from './sports';
import { insertAffiliateLinks, insertTeamSetup } from './team';
import { insertContractSetup } from './contracts';
import { gameTypeOrder, vendorCatalogue, vendorLineupOf } from './vendors';
import { seededTransfers, vendorBalancesOf, vendorWalletsByBrand } from './vendorWallets';
import { seededWinsFor, seededWinsWanted } from './winners';
import {
  banksFor,
  demoCards,
  demoPaymentPassword,
  demoTurnover,
  seededWithdrawals,
  withdrawSettingsFor,
} from './withdrawals';

export const defaultBrandsDir = fileURLToPath(new URL('../../../../brands', import.meta.url));

export interface SeedOptions {
  /** Folder of the brands (brands/ at the repository root). */
  brandsDir?: string;
  /**
   * The platform clock's now (default: the system clock): the seeded winner-board history is the week before it, and
   * promotions start and end around its day.
   */
  now?: Date;
  /**
   * The demo accounts (player01 ... with their published passwords and opening balances). Default on; a server out
   * of dev mode seeds none: nobody may sign in to it with a password printed in the README.
   */
  demoAccounts?: boolean;
}

export interface SeedReport {
  merchants: string[];
  members: number;
  /** Lane cards added, all merchants together. */
  vendorCards: number;
  /** Games added to the catalogue. */
  games: number;
  /** Wallets opened for demo members, all merchants together. */
  wallets: number;
  /** Past wins written for winner boards, all merchants together. */
  winningRounds: number;
  ms: number;
}

// Brand configs and password hashes are costly (a TypeScript import per brand, ~50 ms per argon2id hash) and the
// same on every reset, so one process computes them once.
const brandCache = new Map<string, Promise<BrandConfig[]>>();
const hashCache = new Map<string, Promise<string>>();

function brandsIn(brandsDir: string): Promise<BrandConfig[]> {
  let brands = brandCache.get(brandsDir);
  if (!brands) {
    brands = Promise.all(listBrands(brandsDir).map(async (id) => (await loadBrand(brandsDir, id)).config));
    brandCache.set(brandsDir, brands);
    brands.catch(() => brandCache.delete(brandsDir));
  }
  return brands;
}

/**
 * Demo accounts sharing a password share its hash: each hash carries its own random salt, so this only means the
 * demo accounts with equal passwords have equal hashes, which is harmless for published demo credentials and keeps
 * a reset fast. Real accounts are hashed one by one at registration.
 */
function demoHash(password: string): Promise<string> {
  let hashed = hashCache.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashCache.set(password, hashed);
  }
  return hashed;
}

/** Stores a merchant's help entries: one insert per level of the tree, every language at once. */
async function insertHelp(db: Database, merchantId: number, byLang: Array<[lang: string, entries: HelpEntrySeed[]]>) {
  const top = byLang.flatMap(([lang, entries]) => entries.map((entry, sort) => ({ lang, entry, sort })));
  const ids = await db
    .insert(helpEntries)
    .values(
      top.map(({ lang, entry, sort }) => ({
        merchantId,
        lang,
        tag: entry.tag,
        title: entry.title,
        content: entry.content,
        bgColor: entry.bgColor,
        sort,
      })),
    )
    .returning({ id: helpEntries.id });
  const children = top.flatMap(({ lang, entry }, index) =>
    (entry.children ?? []).map((child, sort) => ({
      merchantId,
      parentId: ids[index]?.id ?? null,
      lang,
      tag: child.tag,
      title: child.title,
      content: child.content,
      bgColor: child.bgColor,
      sort,
    })),
  );
  if (children.length) await db.insert(helpEntries).values(children);
}

/**
 * The first day of the demo members' seeded history: the calendar month two before `now`'s, whose bets open the
 * betting record.
 */
function historyStart(now: Date): Date {
  const thisMonth = monthOf(now).start;
  const lastMonth = monthOf(new Date(thisMonth.getTime() - 1)).start;
  return monthOf(new Date(lastMonth.getTime() - 1)).start;
}

/**
 * Opens the wallet of each demo member of the merchant that has none, with the opening balance of the merchant's
 * currency and its ledger row, a day before the seeded history (or as the member registered, if later) so that the
 * account record starts with it; wallets already there keep their balance (a reset restores them). Answers how many
 * were opened.
 */
async function openDemoWallets(db: Database, merchant: typeof merchants.$inferSelect, now: Date): Promise<number> {
  const demo = await db
    .select({ id: members.id, joinedAt: members.createdAt })
    .from(members)
    .where(demoMembersOf(merchant.id));
  if (!demo.length) return 0;
  const openedAt = (memberId: number) => {
    const joinedAt = demo.find((member) => member.id === memberId)?.joinedAt.getTime() ?? 0;
    return new Date(Math.max(historyStart(now).getTime() - dayMs, joinedAt));
  };
  const { opening } = currencyPlan(merchant.currency);
  const opened = await db
    .insert(wallets)
    .values(demo.map(({ id }) => ({ memberId: id, currency: merchant.currency, balance: opening })))
    .onConflictDoNothing()
    .returning({ memberId: wallets.memberId });
  if (opened.length) {
    await db.insert(walletTransactions).values(
      opened.map(({ memberId }) => ({
        memberId,
        kind: 'opening' as const,
        amount: opening,
        balanceAfter: opening,
        createdAt: openedAt(memberId),
      })),
    );
  }
  return opened.length;
}

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

/**
 * The vendor wallets the merchant offers and, for each demo member that has none yet, their balances (an `opening`
 * ledger row each, a week before `now`); player01 also gets a short transfer history out to two vendors and back,
 * which leaves every balance where its opening put it. A single-wallet merchant gets none.
 */
async function openDemoVendorWallets(
  db: Database,
  merchant: typeof merchants.$inferSelect,
  brandId: string,
  now: Date,
): Promise<void> {
  const offered = vendorWalletsByBrand[brandId] ?? [];
  if (merchant.singleWallet || !offered.length) return;
  await db
    .insert(merchantWallets)
    .values(offered.map((wallet, sort) => ({ merchantId: merchant.id, ...wallet, sort })))
    .onConflictDoNothing();
  const demo = await db
    .select({ id: members.id, username: members.username, main: wallets.balance })
    .from(members)
    .innerJoin(wallets, eq(wallets.memberId, members.id))
    .where(demoMembersOf(merchant.id));
  const openedAt = new Date(now.getTime() - 7 * dayMs);
  for (const member of demo) {
    const balances = vendorBalancesOf(member.username, merchant.currency, offered);
    if (!balances.length) continue;
    const opened = await db
      .insert(vendorWallets)
      .values(balances.map((row) => ({ memberId: member.id, ...row, createdAt: openedAt, updatedAt: openedAt })))
      .onConflictDoNothing()
      .returning({ accountTypeId: vendorWallets.accountTypeId, balance: vendorWallets.balance });
    if (!opened.length) continue;
    await db.insert(walletTransactions).values(
      opened.map((row) => ({
        memberId: member.id,
        kind: 'opening' as const,
        accountTypeId: row.accountTypeId,
        amount: row.balance,
        balanceAfter: row.balance,
        createdAt: openedAt,
      })),
    );
    if (member.username !== 'player01' || opened.length !== balances.length) continue;
    const { opening } = currencyPlan(merchant.currency);
    const after = new Map<number, number>([
      [2, member.main],
      ...opened.map((row) => [row.accountTypeId, row.balance] as const),
    ]);
    for (const { daysAgo, share, vendorIndex, toVendor } of seededTransfers) {
      const vendor = offered[vendorIndex]?.accountTypeId;
      if (vendor === undefined) continue;
      const amount = Math.round(opening * share);
      const [from, to] = toVendor ? [mainWalletTypeId, vendor] : [vendor, mainWalletTypeId];
      const fromAfter = (after.get(from) ?? 0) - amount;
      const toAfter = (after.get(to) ?? 0) + amount;
      after.set(from, fromAfter).set(to, toAfter);
      const at = new Date(now.getTime() - daysAgo * dayMs);
      const transferId = randomUUID();
      await db.insert(walletTransactions).values([
        {
          memberId: member.id,
          kind: 'transfer_out' as const,
          accountTypeId: from,
          counterpartTypeId: to,
          transferId,
          amount: -amount,
          balanceAfter: fromAfter,
          createdAt: at,
        },
        {
          memberId: member.id,
          kind: 'transfer_in' as const,
          accountTypeId: to,
          counterpartTypeId: from,
          transferId,
          amount,
          balanceAfter: toAfter,
          createdAt: at,
        },
      ]);
    }
  }
}

/**
 * The merchant's withdrawal rules and banks where it has none, and the demo members' bank cards (holder: the member's
 * payee name) where they have none.
 */
async function insertWithdrawSetup(db: Database, merchant: typeof merchants.$inferSelect, brandId: string, now: Date) {
  await db
    .insert(merchantWithdrawSettings)
    .values({ merchantId: merchant.id, ...withdrawSettingsFor(brandId, merchant.currency) })
    .onConflictDoNothing();
  const banks = banksFor(merchant.currency);
  await db
    .insert(merchantBanks)
    .values(banks.map((bank, sort) => ({ merchantId: merchant.id, ...bank, sort })))
    .onConflictDoNothing();
  const holders = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        inArray(
          members.username,
          demoCards.map((card) => card.username),
        ),
      ),
    );
  const cards = demoCards.flatMap((card) => {
    const holder = holders.find((member) => member.username === card.username);
    const bank = banks[card.bankIndex];
    const name = demoMembers.find((member) => member.username === card.username)?.payeeName;
    if (!holder || !bank || !name) return [];
    const cardNumber = `${String(merchant.id).padStart(4, '0')}${card.suffix}`;
    return [{ memberId: holder.id, merchantId: merchant.id, bankCode: bank.code, accountName: name, cardNumber }];
  });
  if (!cards.length) return;
  const added = await db.insert(bankCards).values(cards).onConflictDoNothing().returning();
  if (!added.length) return;

  // Cards made now mean a member set made now: their turnover, player01's payment password and withdrawal histories.
  const { opening } = currencyPlan(merchant.currency);
  const demo = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), inArray(members.username, Object.keys(demoTurnover))));
  const turnoverRows = demo.flatMap(({ id, username }) => {
    const plan = demoTurnover[username];
    if (!plan) return [];
    return [
      {
        memberId: id,
        depositTotal: Math.round(opening * plan.deposits),
        requiredTurnover: Math.round(opening * plan.required),
        actualTurnover: Math.round(opening * plan.played),
      },
    ];
  });
  await db.insert(memberTurnover).values(turnoverRows).onConflictDoNothing();

  const payer = holders.find((member) => member.username === demoPaymentPassword.username);
  if (payer && added.some((row) => row.memberId === payer.id)) {
    await db
      .update(members)
      .set({ paymentPasswordHash: await demoHash(demoPaymentPassword.password) })
      .where(eq(members.id, payer.id));
  }
  for (const { username, daysAgo, share, status } of seededWithdrawals) {
    const holder = holders.find((member) => member.username === username);
    const card = added.find((row) => row.memberId === holder?.id);
    if (!holder || !card) continue;
    const [wallet] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.memberId, holder.id));
    const balance = wallet?.balance ?? 0;
    const bankName = banks.find((bank) => bank.code === card.bankCode)?.name ?? card.bankCode;
    const amount = Math.round(opening * share);
    const at = new Date(now.getTime() - daysAgo * dayMs);
    const [withdrawal] = await db
      .insert(withdrawals)
      .values({
        memberId: holder.id,
        merchantId: merchant.id,
        amount,
        charges: 0,
        bankCardId: card.id,
        bankName,
        cardNumberMasked: `${'*'.repeat(card.cardNumber.length - 4)}${card.cardNumber.slice(-4)}`,
        status,
        createdAt: at,
        updatedAt: new Date(at.getTime() + 60 * 60 * 1000),
      })
      .returning({ id: withdrawals.id });
    if (!withdrawal) continue;
    const withdrawalId = withdrawal.id;
    const rows =
      status === 'approved'
        ? [
            { kind: 'adjustment' as const, amount, balanceAfter: balance + amount, withdrawalId: null },
            { kind: 'withdrawal' as const, amount: -amount, balanceAfter: balance, withdrawalId },
          ]
        : [
            { kind: 'withdrawal' as const, amount: -amount, balanceAfter: balance - amount, withdrawalId },
            { kind: 'withdrawal_return' as const, amount, balanceAfter: balance, withdrawalId },
          ];
    await db.insert(walletTransactions).values(rows.map((row) => ({ memberId: holder.id, ...row, createdAt: at })));
  }
}

/**
 * The demo members' inboxes, for each member who has none yet (a seed run after the inbox was added fills it in): the
 * merchant's welcome, deposit bonus and maintenance messages in the member's language, and player01's question to
 * customer service with its answer.
 */
async function insertInboxSetup(db: Database, brand: BrandConfig, merchant: typeof merchants.$inferSelect, now: Date) {
  const demo = await db
    .select({ id: members.id, username: members.username, language: members.language })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        inArray(
          members.username,
          demoMembers.map((member) => member.username),
        ),
        sql`not exists (select 1 from ${inboxMails} where ${inboxMails.memberId} = ${members.id})`,
      ),
    );
  for (const member of demo) {
    const seeds = inboxFor(brand, member.language ?? merchant.defaultLanguage, member.username === 'player01');
    for (const seed of seeds) {
      const sentAt = new Date(now.getTime() - seed.ageMs);
      const lastAt = new Date(now.getTime() - Math.min(seed.ageMs, ...seed.replies.map((reply) => reply.ageMs)));
      const [mail] = await db
        .insert(inboxMails)
        .values({
          memberId: member.id,
          author: seed.author,
          title: seed.title,
          content: seed.content,
          read: seed.read,
          lastActivityAt: lastAt,
          createdAt: sentAt,
        })
        .returning({ id: inboxMails.id });
      if (mail && seed.replies.length) {
        await db.insert(inboxReplies).values(
          seed.replies.map((reply) => ({
            mailId: mail.id,
            author: reply.author,
            content: reply.content,
            createdAt: new Date(now.getTime() - reply.ageMs),
          })),
        );
      }
    }
  }
}

/**
 * The merchant's VIP ladder where it has none and, with it, the demo members' bets over the calendar month so far and
 * the two before: rounds of the demo stakes in turn, over a game of each vendor the merchant shows (so every product
 * has some), about a quarter of them paid, each written to the ledger (`bet` and `win`) and the betting record. Each
 * month starts with its rebate (the two months before this one: this month's bets earn the manual rebate) and a
 * top-up (an `adjustment`), and its bonuses (`demoBonusesOf`, each a row of `member_bonuses` and its `bonus` ledger
 * row) are granted as it starts or later in it; together they pay its net loss, so every balance ends where the
 * opening put it and dips below it by no more than a bonus still to come. A cancelled bonus is credited and taken back
 * within the month.
 */
async function insertRankSetup(db: Database, merchant: typeof merchants.$inferSelect, now: Date) {
  const added = await db
    .insert(vipRanks)
    .values(ranksFor(merchant.currency).map((rank) => ({ merchantId: merchant.id, ...rank })))
    .onConflictDoNothing()
    .returning({ id: vipRanks.id });
  if (!added.length) return;
  const players = await db
    .select({ id: members.id, username: members.username, balance: wallets.balance, joinedAt: members.createdAt })
    .from(members)
    .innerJoin(wallets, eq(wallets.memberId, members.id))
    .where(and(eq(members.merchantId, merchant.id), inArray(members.username, Object.keys(demoBets))));
  const firstGames = await db
    .selectDistinctOn([vendors.id], { id: games.id, productType: vendors.gameType, vendor: vendors.code })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
    .where(eq(merchantVendors.merchantId, merchant.id))
    .orderBy(vendors.id, games.id);
  // One vendor of each product in turn, so that a few rounds already cover every product.
  const byProduct = new Map<string, typeof firstGames>();
  for (const game of firstGames) byProduct.set(game.productType, [...(byProduct.get(game.productType) ?? []), game]);
  const lists = [...byProduct.values()];
  const deepest = Math.max(0, ...lists.map((list) => list.length));
  const played = Array.from({ length: deepest }, (_, rank) =>
    lists.flatMap((list) => list.slice(rank, rank + 1)),
  ).flat();
  if (!played.length) return;
  const { opening, stakes } = currencyPlan(merchant.currency);
  const monthBefore = historyStart(now);
  const lastMonth = monthOf(new Date(monthOf(now).start.getTime() - 1)).start;
  const thisMonth = monthOf(now).start;
  type Plan = (typeof demoBets)[string];
  const periods = [
    { from: monthBefore, to: lastMonth, share: (plan: Plan) => plan.monthBefore },
    { from: lastMonth, to: thisMonth, share: (plan: Plan) => plan.lastMonth },
    { from: thisMonth, to: now, share: (plan: Plan) => plan.thisMonth },
  ];
  // A bonus's ledger rows name it by id, known once it is stored: each row holds the index of its grant until then.
  const ledger: Array<typeof walletTransactions.$inferInsert & { grant?: number }> = [];
  const bets: Array<typeof betRecords.$inferInsert> = [];
  const grants: Array<typeof memberBonuses.$inferInsert> = [];
  for (const { id: memberId, username, balance, joinedAt } of players) {
    const plan = demoBets[username];
    if (!plan) continue;
    for (const [month, period] of periods.entries()) {
      const { to, share } = period;
      // Nobody plays before they registered: a month they joined in is played from then.
      const from = new Date(Math.max(period.from.getTime(), joinedAt.getTime()));
      const total = Math.round(opening * share(plan));
      if (!total || from >= to) continue;
      const { rounds, netLoss } = demoRounds(stakesOf(total, stakes), played.length);
      const span = to.getTime() - from.getTime();
      const at = (index: number) => new Date(from.getTime() + Math.floor((span * (index + 1)) / (rounds.length + 1)));
      // The month's rebate (half a percent of its stakes) and bonuses pay part of its net loss. This month's bets earn
      // the manual rebate instead (rebateRatesFor), which the member claims: none is paid ahead.
      const rebate = from >= thisMonth ? 0 : Math.min(Math.round(total / 200), netLoss);
      const bonuses = demoBonusesOf(username, month as Month, {
        stakes: total,
        rounds: rounds.length,
        payable: netLoss - rebate,
      }).map((bonus) => ({ ...bonus, grant: grants.length }));
      const kept = bonuses.filter((bonus) => bonus.cancelledBefore === undefined);
      let after = balance;
      const credit = (row: Omit<(typeof ledger)[number], 'memberId' | 'balanceAfter'>) => {
        after += row.amount;
        ledger.push({ memberId, ...row, balanceAfter: after });
      };
      for (const [kind, amount] of [
        ['adjustment', netLoss - rebate - kept.reduce((sum, bonus) => sum + bonus.amount, 0)],
        ['rebate', rebate],
      ] as const) {
        if (amount) credit({ kind, amount, createdAt: at(-1) });
      }
      for (const bonus of bonuses) {
        const grantedAt = at(bonus.grantedBefore);
        grants.push({
          memberId,
          promotionCode: bonus.promotion,
          promotionNames: promotionNamesOf(bonus.promotion),
          amount: bonus.amount,
          turnoverRequired: bonus.turnoverRequired,
          createdAt: grantedAt,
          expiresAt: new Date(grantedAt.getTime() + bonus.days * dayMs),
          cancelledAt: bonus.cancelledBefore === undefined ? null : at(bonus.cancelledBefore),
        });
      }
      const bonusMoves = (position: number) => {
        for (const bonus of bonuses) {
          if (bonus.grantedBefore === position) {
            credit({ kind: 'bonus', amount: bonus.amount, grant: bonus.grant, createdAt: at(position) });
          }
          if (bonus.cancelledBefore === position) {
            credit({ kind: 'bonus', amount: -bonus.amount, grant: bonus.grant, createdAt: at(position) });
          }
        }
      };
      bonusMoves(-1);
      rounds.forEach(({ game: index, stake, payout }, position) => {
        bonusMoves(position);
        const game = played[index];
        if (!game) return;
        const round = { memberId, gameId: game.id, roundId: randomUUID(), createdAt: at(position) };
        after -= stake;
        ledger.push({ ...round, kind: 'bet', amount: -stake, balanceAfter: after });
        after += payout;
        ledger.push({ ...round, kind: 'win', amount: payout, balanceAfter: after });
        bets.push({
          ...round,
          productType: game.productType,
          vendor: game.vendor,
          stake,
          validBet: stake,
          payout,
          status: 'settled',
          settledAt: round.createdAt,
        });
      });
    }
  }
  const bonusIds = grants.length
    ? (await db.insert(memberBonuses).values(grants).returning({ id: memberBonuses.id })).map((row) => row.id)
    : [];
  const rows = ledger.map(({ grant, ...row }) => (grant === undefined ? row : { ...row, bonusId: bonusIds[grant] }));
  for (let start = 0; start < rows.length; start += 1_000) {
    await db.insert(walletTransactions).values(rows.slice(start, start + 1_000));
  }
  for (let start = 0; start < bets.length; start += 1_000) {
    await db.insert(betRecords).values(bets.slice(start, start + 1_000));
  }
  await addBetSums(db, bets);
}

/** The merchant's manual rebate rates, for the products its lanes show, where it has none. */
async function insertRebateRates(db: Database, merchant: typeof merchants.$inferSelect, now: Date) {
  const shown = await db
    .selectDistinct({ productType: vendors.gameType })
    .from(merchantVendors)
    .innerJoin(vendors, eq(vendors.id, merchantVendors.vendorId))
    .where(eq(merchantVendors.merchantId, merchant.id));
  const products = new Set(shown.map((row) => row.productType));
  const rates = rebateRatesFor(merchant.currency, monthOf(now).start).filter((rate) => products.has(rate.productType));
  if (!rates.length) return;
  await db
    .insert(rebateRates)
    .values(rates.map((rate) => ({ merchantId: merchant.id, ...rate })))
    .onConflictDoNothing();
}

/** The merchant's missions and their milestones, for the products its lanes show, where it has none. */
async function insertMissions(db: Database, merchant: typeof merchants.$inferSelect) {
  const [existing] = await db.select({ n: count() }).from(missions).where(eq(missions.merchantId, merchant.id));
  if (existing?.n) return;
  const shown = await db
    .selectDistinct({ productType: vendors.gameType })
    .from(merchantVendors)
    .innerJoin(vendors, eq(vendors.id, merchantVendors.vendorId))
    .where(eq(merchantVendors.merchantId, merchant.id));
  const plans = missionsFor(merchant.currency, new Set(shown.map((row) => row.productType)));
  if (!plans.length) return;
  const ids = await db
    .insert(missions)
    .values(plans.map(({ milestones: _steps, ...plan }) => ({ merchantId: merchant.id, ...plan })))
    .returning({ id: missions.id, code: missions.code });
  const steps = plans.flatMap((plan) => {
    const missionId = ids.find((row) => row.code === plan.code)?.id;
    return missionId === undefined ? [] : plan.milestones.map((step) => ({ missionId, ...step }));
  });
  if (steps.length) await db.insert(missionMilestones).values(steps);
}

/**
 * The demo members' referral codes and the friends who registered with them (accounts of their own, with an empty
 * wallet), where the merchant has the demo members and not the friends yet.
 */
/** A friend's account holder name where the merchant asks for one: the letters of the username, capitalised. */
const friendPayeeName = (username: string) => {
  const letters = username.replace(/[^a-z]/gi, '');
  return `${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
};

async function insertReferrals(db: Database, brandId: string, merchant: typeof merchants.$inferSelect, now: Date) {
  const referrers = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), inArray(members.username, Object.keys(demoReferralCodes))));
  if (referrers.length < Object.keys(demoReferralCodes).length) return;
  const idOf = new Map(referrers.map((row) => [row.username, row.id]));
  await db
    .insert(referralCodes)
    .values(
      referrers.map((row) => ({
        memberId: row.id,
        merchantId: merchant.id,
        code: demoReferralCodes[row.username] ?? '',
        createdAt: new Date(now.getTime() - 60 * dayMs),
      })),
    )
    .onConflictDoNothing();
  const names = friendNamesOf(brandId);
  const passwordHash = await demoHash(friendPassword);
  const friends = demoFriends.map((friend, index) => ({ friend, username: names[index] ?? `friend${index + 1}` }));
  const locale = localeOfMerchant(merchant.defaultLanguage);
  const payeeNames = merchant.registerRules.payeeName?.required === true;
  const inserted = await db
    .insert(members)
    .values(
      friends.map(({ friend, username }, index) => ({
        merchantId: merchant.id,
        username,
        passwordHash,
        countryDialingCode: locale.dialingCode,
        mobile: `${locale.mobilePrefix}${String(100_001 + index)}`,
        payeeName: payeeNames ? friendPayeeName(username) : null,
        email: `${username}@${merchant.code}.example`,
        nickname: username,
        type: 0,
        firstLogin: false,
        language: merchant.defaultLanguage,
        referralCode: demoReferralCodes[friend.referrer] ?? null,
        createdAt: friendTimes(friend, now).registeredAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: members.id, username: members.username });
  if (!inserted.length) return;
  const made = new Map(inserted.map((row) => [row.username, row.id]));
  // Known from the loopback addresses, as the demo members are: a tester signing in as a friend is not asked more.
  await db
    .insert(memberAddresses)
    .values(inserted.flatMap(({ id }) => seededAddresses.map((ip) => ({ memberId: id, ip }))))
    .onConflictDoNothing();
  await db
    .insert(wallets)
    .values(inserted.map(({ id }) => ({ memberId: id, currency: merchant.currency, balance: 0 })))
    .onConflictDoNothing();
  const links = friends.flatMap(({ friend, username }) => {
    const inviteeId = made.get(username);
    const referrerId = idOf.get(friend.referrer);
    if (inviteeId === undefined || referrerId === undefined) return [];
    const { registeredAt, qualifiedAt } = friendTimes(friend, now);
    return [{ inviteeId, referrerId, merchantId: merchant.id, createdAt: registeredAt, qualifiedAt }];
  });
  if (links.length) await db.insert(referrals).values(links).onConflictDoNothing();
}

/**
 * The merchant's points mall where it has none: the scheme (bets earn points from the start of this month, so the
 * seeded history of this month counts when a member's points are first read), the catalogue, and the demo members'
 * welcome points; player01 also redeemed two rewards: one approved, one rejected (its points returned).
 */
async function insertPointsSetup(db: Database, merchant: typeof merchants.$inferSelect, now: Date) {
  const [settings] = await db
    .insert(pointSettings)
    .values({ merchantId: merchant.id, ...pointSettingsFor(merchant.currency), since: monthOf(now).start })
    .onConflictDoNothing()
    .returning();
  if (!settings) return;
  const rewards = await db
    .insert(pointRewards)
    .values(
      pointRewardSeeds.map((seed, sort) => ({
        merchantId: merchant.id,
        type: seed.type,
        price: seed.price,
        inventory: seed.inventory,
        picture: seed.picture,
        copy: Object.fromEntries(Object.entries(seed.copy).filter(([lang]) => merchant.languages.includes(lang))),
        sort,
        createdAt: new Date(now.getTime() - 40 * dayMs),
      })),
    )
    .returning();
  const demo = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(demoMembersOf(merchant.id), eq(members.type, 0)));
  if (!demo.length) return;
  const welcomeAt = new Date(now.getTime() - 30 * dayMs);
  const points = (username: string) => (username === 'player01' ? welcomePoints.player01 : welcomePoints.member);
  await db.insert(pointAccounts).values(demo.map(({ id, username }) => ({ memberId: id, balance: points(username) })));
  await db.insert(pointTransactions).values(
    demo.map(({ id, username }) => ({
      memberId: id,
      kind: 'given' as const,
      amount: points(username),
      balanceAfter: points(username),
      createdAt: welcomeAt,
    })),
  );
  const player = demo.find((row) => row.username === 'player01');
  const spins = rewards.find((row) => row.picture === 'free-spins');
  const tumbler = rewards.find((row) => row.picture === 'tumbler');
  if (!player || !spins || !tumbler) return;
  const [approved, rejected] = await db
    .insert(pointRedemptions)
    .values([
      {
        memberId: player.id,
        rewardId: spins.id,
        quantity: 1,
        points: spins.price,
        status: 'approved' as const,
        redeemType: 'VIRTUAL',
        createdAt: new Date(now.getTime() - 10 * dayMs),
        decidedAt: new Date(now.getTime() - 9 * dayMs),
      },
      {
        memberId: player.id,
        rewardId: tumbler.id,
        quantity: 1,
        points: tumbler.price,
        status: 'rejected' as const,
        redeemType: 'PHYSICAL',
        province:
          merchant.defaultLanguage === 'AR' ? 'دبي' : merchant.defaultLanguage === 'TH' ? 'กรุงเทพมหานคร' : 'Hà Nội',
        createdAt: new Date(now.getTime() - 5 * dayMs),
        decidedAt: new Date(now.getTime() - 4 * dayMs),
      },
    ])
    .returning({ id: pointRedemptions.id });
  if (!approved || !rejected) return;
  await db
    .update(pointRewards)
    .set({ inventory: sql`${pointRewards.inventory} - 1` })
    .where(eq(pointRewards.id, spins.id));
  const start = welcomePoints.player01;
  const afterSpins = start - spins.price;
  await db.insert(pointTransactions).values([
    {
      memberId: player.id,
      kind: 'redeemed' as const,
      amount: -spins.price,
      balanceAfter: afterSpins,
      redemptionId: approved.id,
      createdAt: new Date(now.getTime() - 10 * dayMs),
    },
    {
      memberId: player.id,
      kind: 'redeemed' as const,
      amount: -tumbler.price,
      balanceAfter: afterSpins - tumbler.price,
      redemptionId: rejected.id,
      createdAt: new Date(now.getTime() - 5 * dayMs),
    },
    {
      memberId: player.id,
      kind: 'redemption_returned' as const,
      amount: tumbler.price,
      balanceAfter: afterSpins,
      redemptionId: rejected.id,
      createdAt: new Date(now.getTime() - 4 * dayMs),
    },
  ]);
  await db.update(pointAccounts).set({ balance: afterSpins }).where(eq(pointAccounts.memberId, player.id));
}

/**
 * The merchant's deposit settings and channels where it has none and, with them, the demo members' deposit history
 * (`seededDeposits`): successful deposits (each with its `deposit` ledger row; the member's `opening` row becomes the
 * rest of the opening balance, so the balance stays where the opening put it) and pending bank transfers.
 */
async function insertDepositSetup(db: Database, merchant: typeof merchants.$inferSelect, now: Date) {
  const [settings] = await db
    .insert(merchantDepositSettings)
    .values({ merchantId: merchant.id, ...depositSettingsFor(merchant.currency) })
    .onConflictDoNothing()
    .returning({ merchantId: merchantDepositSettings.merchantId });
  if (!settings) return;
  const channels = await db
    .insert(merchantDepositChannels)
    .values(
      depositChannelsFor(merchant.displayName, merchant.id, merchant.currency).map((row) => ({
        merchantId: merchant.id,
        ...row,
      })),
    )
    .returning();
  const { opening } = currencyPlan(merchant.currency);
  const holders = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        inArray(
          members.username,
          seededDeposits.map((deposit) => deposit.username),
        ),
      ),
    );
  /** What a member's successful deposits made after `seeded` add up to: the balance is short of them until then. */
  const creditedAfter = (seeded: (typeof seededDeposits)[number]) =>
    seededDeposits
      .filter(
        (other) =>
          other.username === seeded.username && other.status === 'successful' && other.daysAgo < seeded.daysAgo,
      )
      .reduce((sum, other) => sum + Math.round(opening * other.share), 0);
  for (const seeded of seededDeposits) {
    const holder = holders.find((member) => member.username === seeded.username);
    const channel = channels.find((row) => row.method === seeded.method);
    if (!holder || !channel) continue;
    const amount = Math.round(opening * seeded.share);
    const at = new Date(now.getTime() - seeded.daysAgo * dayMs);
    const [deposit] = await db
      .insert(deposits)
      .values({
        memberId: holder.id,
        merchantId: merchant.id,
        method: seeded.method,
        channelId: channel.id,
        bankName: channel.bankName,
        amount,
        status: seeded.status,
        remark: seeded.method === 'MT' ? `${seeded.username} transfer` : null,
        taskCreatedAt: seeded.method === 'MT' ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: deposits.id });
    if (!deposit || seeded.status !== 'successful') continue;
    // The deposit's money was part of the opening balance: the opening row gives it up, so the ledger still sums to
    // the balance.
    const [openingRow] = await db
      .update(walletTransactions)
      .set({
        amount: sql`${walletTransactions.amount} - ${amount}`,
        balanceAfter: sql`${walletTransactions.balanceAfter} - ${amount}`,
      })
      .where(
        and(
          eq(walletTransactions.memberId, holder.id),
          eq(walletTransactions.kind, 'opening'),
          eq(walletTransactions.accountTypeId, mainWalletTypeId),
          gt(walletTransactions.amount, amount),
        ),
      )
      .returning({ id: walletTransactions.id });
    if (!openingRow) continue;
    await db.insert(walletTransactions).values({
      memberId: holder.id,
      kind: 'deposit',
      amount,
      balanceAfter: opening - creditedAfter(seeded),
      depositId: deposit.id,
      createdAt: at,
    });
  }
}

/** The seeded wins (no round of the ledger behind them) of a merchant within the board's week before `now`. */
const seededWinsWithin = (merchantId: number | typeof merchants.id, now: Date) =>
  and(
    eq(winningRounds.merchantId, merchantId),
    isNull(winningRounds.roundId),
    gt(winningRounds.createdAt, new Date(now.getTime() - winnerBoardWindowMs)),
    lte(winningRounds.createdAt, now),
  );

/**
 * The merchant's past wins for its winner board, where fewer than `seededWinsWanted` of them are left in the week
 * before `now` (a new merchant, or a data folder left for days): the seeded ones are made again from `now`, the wins
 * of real rounds stay. Answers how many were written.
 */
async function renewSeededWins(
  db: Database,
  brand: BrandConfig,
  merchant: typeof merchants.$inferSelect,
  now: Date,
): Promise<number> {
  const [left] = await db.select({ n: count() }).from(winningRounds).where(seededWinsWithin(merchant.id, now));
  if ((left?.n ?? 0) >= seededWinsWanted) return 0;
  await db.delete(winningRounds).where(and(eq(winningRounds.merchantId, merchant.id), isNull(winningRounds.roundId)));
  const rows = seededWinsFor(brand, merchant, now);
  if (rows.length) await db.insert(winningRounds).values(rows.map((row) => ({ merchantId: merchant.id, ...row })));
  return rows.length;
}

/** Demo content runs from a fixed past day, so a test's clock set a little back still sees it. */
const demoContentSince = new Date('2025-01-01T00:00:00Z');

/** The merchant's promotion categories by code, stored first where it has none. */
async function insertPromotionCategories(db: Database, merchantId: number): Promise<Map<string, number>> {
  await db
    .insert(promotionCategories)
    .values(promotionCategoriesFor().map((category) => ({ merchantId, ...category })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: promotionCategories.id, code: promotionCategories.code })
    .from(promotionCategories)
    .where(eq(promotionCategories.merchantId, merchantId));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * The merchant's popups, notices, promotion categories, and its promotions and banners, each where the merchant has
 * none of that kind yet (a database made before banners or notices gets them at the next start). Promotions name
 * their categories by id; banners come after the promotions their `P` links name by id.
 */
async function insertAnnouncements(
  db: Database,
  brand: BrandConfig,
  merchant: typeof merchants.$inferSelect,
  now: Date,
) {
  const kinds = await db
    .selectDistinct({ type: announcements.type })
    .from(announcements)
    .where(eq(announcements.merchantId, merchant.id));
  const has = new Set(kinds.map((row) => row.type));
  const stored = (seed: AnnouncementSeed) => ({ merchantId: merchant.id, startsAt: demoContentSince, ...seed });
  if (!has.has('PU')) await db.insert(announcements).values(announcementsFor(brand).map(stored));
  if (!has.has('PL')) await db.insert(announcements).values(noticesFor(brand, merchant.mainDomain).map(stored));
  if (!has.has('AG')) await db.insert(announcements).values(agentNoticesFor(brand, now).map(stored));
  const categoryIds = await insertPromotionCategories(db, merchant.id);
  if (has.has('B') || has.has('PR')) return;
  const promotions = promotionsFor(brand, now, (code) => {
    const id = categoryIds.get(code);
    if (id === undefined) throw new Error(`no ${code} promotion category for ${merchant.code}`);
    return id;
  });
  const ids = await db
    .insert(announcements)
    .values(promotions.map(({ key: _key, ...seed }) => stored(seed)))
    .returning({ id: announcements.id });
  const promotionIds = new Map(
    promotions.map((promotion, index) => [`${promotion.lang}/${promotion.key}`, ids[index]?.id]),
  );
  const banners = bannersFor(brand, merchant.mainDomain, (lang, key) => {
    const id = promotionIds.get(`${lang}/${key}`);
    if (id === undefined) throw new Error(`no ${key} promotion in ${lang} for ${merchant.code}`);
    return id;
  });
  await db.insert(announcements).values(banners.map(stored));
}

/**
 * The promotions members take part in (`rulePlans`), where the merchant has none: each names the promotions page's
 * cards of its promotion (matched by title in each language) and runs as long as they do; the raffle runs a quarter
 * around `now` with a draw a week. player01 has tickets and vouchers (`demoTicketPlans`) and, where the seed granted
 * a welcome bonus, the welcome promotion claimed with it; player02 has applied for the weekend reload.
 */
async function insertPromotionRules(db: Database, merchant: typeof merchants.$inferSelect, now: Date) {
  const [existing] = await db
    .select({ n: count() })
    .from(promotionRules)
    .where(eq(promotionRules.merchantId, merchant.id));
  if (existing?.n) return;
  const cards = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      startsAt: announcements.startsAt,
      endsAt: announcements.endsAt,
    })
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchant.id), eq(announcements.type, 'PR')));
  const today = Math.floor(now.getTime() / 86_400_000) * 86_400_000;
  const rules = await db
    .insert(promotionRules)
    .values(
      rulePlans.map((plan) => {
        const titles = plan.promotion ? Object.values(promotionCopy[plan.promotion].title) : [];
        const shown = cards.filter((card) => titles.includes(card.title));
        const first = shown[0];
        return {
          merchantId: merchant.id,
          code: plan.code,
          kind: plan.kind,
          names: { ...plan.names },
          amount: amountIn(merchant.currency, plan.amount),
          turnoverMultiple: plan.turnoverMultiple,
          startsAt: first?.startsAt ?? new Date(today - 30 * 86_400_000),
          endsAt: first ? first.endsAt : new Date(today + 60 * 86_400_000),
          announcementIds: shown.map((card) => card.id),
          createdAt: now,
        };
      }),
    )
    .returning();
  const raffle = rules.find((rule) => rule.kind === 'RAFFLE');
  if (raffle) {
    await db.insert(raffleSchedules).values(drawsAround(now).map((draw) => ({ ruleId: raffle.id, ...draw })));
  }
  const demo = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), inArray(members.username, ['player01', 'player02'])));
  const player01 = demo.find((row) => row.username === 'player01');
  const player02 = demo.find((row) => row.username === 'player02');
  if (player01) {
    for (const plan of demoTicketPlans) {
      const startsAt = new Date(today + plan.from * 86_400_000);
      const [ticket] = await db
        .insert(rewardTickets)
        .values({
          memberId: player01.id,
          kind: plan.kind,
          names: { ...plan.names },
          amount: amountIn(merchant.currency, plan.amount),
          percentage: plan.percentage ?? null,
          startsAt,
          endsAt: new Date(today + plan.to * 86_400_000),
          createdAt: startsAt,
        })
        .returning();
      if (!ticket || !plan.cancelled) continue;
      await db
        .update(rewardTickets)
        .set({ state: 'cancelled', cancelledAt: new Date(startsAt.getTime() + 2 * 86_400_000 + 10 * 3_600_000) })
        .where(eq(rewardTickets.id, ticket.id));
    }
    const welcome = rules.find((rule) => rule.code === 'welcome');
    const [granted] = await db
      .select()
      .from(memberBonuses)
      .where(and(eq(memberBonuses.memberId, player01.id), eq(memberBonuses.promotionCode, 'welcome')))
      .limit(1);
    if (welcome && granted) {
      await db.insert(promotionEntries).values({
        ruleId: welcome.id,
        memberId: player01.id,
        status: 'claimed',
        amount: granted.amount,
        createdAt: new Date(granted.createdAt.getTime() - 86_400_000),
        decidedAt: new Date(granted.createdAt.getTime() - 3_600_000),
        claimedAt: granted.createdAt,
        bonusId: granted.id,
      });
    }
  }
  const reload = rules.find((rule) => rule.code === 'reload');
  if (player02 && reload) {
    await db.insert(promotionEntries).values({
      ruleId: reload.id,
      memberId: player02.id,
      status: 'applying',
      comment: 'Deposited on Saturday evening by bank transfer',
      amount: reload.amount,
      createdAt: new Date(today - 86_400_000 + 20 * 3_600_000),
    });
  }
}

/** The platform-wide game types, their classes and the vendors; answers the vendor ids by card id (`RNG-JL`). */
async function insertVendorCatalogue(db: Database): Promise<Map<string, number>> {
  await db
    .insert(gameTypes)
    .values(gameTypeOrder.map((code, index) => ({ code, sort: (index + 1) * 10 })))
    .onConflictDoNothing();
  await db.insert(gameClasses).values(gameClassRows()).onConflictDoNothing();
  await db
    .insert(vendors)
    .values([...vendorCatalogue])
    .onConflictDoNothing();
  const rows = await db.select({ id: vendors.id, code: vendors.code, gameType: vendors.gameType }).from(vendors);
  return new Map(rows.map((row) => [`${row.gameType}-${row.code}`, row.id]));
}

/** The leagues and teams the hot matches are scheduled from, where they are missing. */
async function insertSports(db: Database): Promise<void> {
  const { leagues, teams } = sportRows();
  await db.insert(sportLeagues).values(leagues).onConflictDoNothing();
  await db.insert(sportTeams).values(teams).onConflictDoNothing();
}

/**
 * The game catalogue in one statement: the rows travel as one JSON document that the database unpacks, which takes a
 * fraction of the time of binding twelve parameters per game (about 135,000 for the catalogue).
 */
async function insertGames(db: Database, vendorIds: Map<string, number>): Promise<number> {
  const [stored] = await db.select({ n: count() }).from(games);
  // A complete catalogue is left alone: re-sending it only to have every row refused costs a third of a second.
  if ((stored?.n ?? 0) >= gameCatalogue.length) return 0;
  const rows = gameCatalogue.flatMap(({ card, ...game }) => {
    const vendorId = vendorIds.get(card);
    return vendorId === undefined ? [] : [{ ...game, vendorId }];
  });
  const before = stored?.n ?? 0;
  await db.execute(sql`
    insert into ${games} (id, vendor_id, game_id, name, classify, popularity, lines, min_bet, is_new, freeplay,
      app_new_window, sort)
    select id, "vendorId", "gameId", name, classify, popularity, lines, "minBet", "isNew", freeplay, "appNewWindow", sort
    from json_to_recordset(${JSON.stringify(rows)}::json) as game(id integer, "vendorId" integer, "gameId" text,
      name text, classify text, popularity integer, lines integer, "minBet" double precision, "isNew" boolean,
      freeplay integer, "appNewWindow" integer, sort integer)
    on conflict do nothing`);
  const [after] = await db.select({ n: count() }).from(games);
  return (after?.n ?? 0) - before;
}

/**
 * Inserts what is missing of the demo data: a merchant per brand (its code from the brand config, so codes always
 * match the builds), the demo members of each, the help centre, the announcements, the vendor catalogue and each merchant's lane cards.
 * Rows already there are left as they are.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const brands = await brandsIn(options.brandsDir ?? defaultBrandsDir);
  const accounts = options.demoAccounts === false ? [] : demoMembers;
  const hashes = new Map(
    await Promise.all(
      [...new Set(accounts.map((member) => member.password))].map(
        async (password) => [password, await demoHash(password)] as const,
      ),
    ),
  );
  let memberCount = 0;
  let cardCount = 0;
  let gameCount = 0;
  let walletCount = 0;
  let winCount = 0;
  const now = options.now ?? new Date();

  await db.transaction(async (tx) => {
    const vendorIds = await insertVendorCatalogue(tx);
    gameCount = await insertGames(tx, vendorIds);
    await insertSports(tx);
    // The drawings as the copy has them now: a database seeded before a title changed draws the new words.
    await tx
      .insert(bannerDrawings)
      .values(bannerDrawingRows())
      .onConflictDoUpdate({
        target: bannerDrawings.slug,
        set: { title: sql`excluded.title`, lang: sql`excluded.lang` },
      });
    for (const brand of brands) {
      await tx.insert(merchants).values(merchantFromBrand(brand)).onConflictDoNothing();
      const [merchant] = await tx.select().from(merchants).where(eq(merchants.code, brand.merchantCode));
      if (!merchant) throw new Error(`merchant ${brand.merchantCode} was not stored`);

      const locale = localeOfMerchant(merchant.defaultLanguage);
      const payeeNames = merchant.registerRules.payeeName?.required === true;
      const inserted = !accounts.length
        ? []
        : await tx
            .insert(members)
            .values(
              accounts.map((member) => ({
                merchantId: merchant.id,
                username: member.username,
                passwordHash: hashes.get(member.password) ?? '',
                countryDialingCode: member.mobileSuffix === null ? null : locale.dialingCode,
                mobile: member.mobileSuffix === null ? null : `${locale.mobilePrefix}${member.mobileSuffix}`,
                email: `${member.username}@${merchant.code}.example`,
                nickname: member.nickname,
                type: member.type,
                passwordExpired: member.passwordExpired ?? false,
                firstLogin: member.firstLogin ?? false,
                language: merchant.defaultLanguage,
                affiliateCode: member.affiliateCode ?? null,
                payeeName: payeeNames ? member.payeeName : null,
                createdAt: new Date(now.getTime() - member.joinedDaysAgo * dayMs),
                lastLoginAt:
                  member.lastLoginHoursAgo === undefined
                    ? null
                    : new Date(now.getTime() - member.lastLoginHoursAgo * hourMs),
              })),
            )
            .onConflictDoNothing()
            .returning({ id: members.id });
      memberCount += inserted.length;
      // Known from the loopback addresses, where the demo runs: only members made now, so a seed run to fill in a new
      // brand leaves the addresses of existing members (forgotten ones included) as they are.
      if (inserted.length) {
        await tx
          .insert(memberAddresses)
          .values(inserted.flatMap(({ id }) => seededAddresses.map((ip) => ({ memberId: id, ip }))))
          .onConflictDoNothing();
      }

      walletCount += await openDemoWallets(tx, merchant, now);
      await openDemoVendorWallets(tx, merchant, brand.id, now);
      await insertWithdrawSetup(tx, merchant, brand.id, now);
      await insertDepositSetup(tx, merchant, now);

      // Downlines point at their agent by id, known only once both rows exist.
      for (const upline of new Set(accounts.map((demo) => demo.upline).filter((name) => name !== undefined))) {
        const downlines = accounts.filter((demo) => demo.upline === upline).map((demo) => demo.username);
        await tx.execute(sql`
          update members set upline_id = agent.id
          from members agent
          where agent.merchant_id = ${merchant.id} and agent.username = ${upline}
            and members.merchant_id = ${merchant.id} and members.upline_id is null
            and members.username in (${sql.join(
              downlines.map((name) => sql`${name}`),
              sql`, `,
            )})`);
      }

      const [help] = await tx.select({ n: count() }).from(helpEntries).where(eq(helpEntries.merchantId, merchant.id));
      if (!help?.n) {
        await insertHelp(
          tx,
          merchant.id,
          helpLanguages.map((lang) => [lang, helpEntriesFor(lang, brand)]),
        );
      }

      await insertAnnouncements(tx, brand, merchant, now);

      const cards = vendorLineupOf(brand).flatMap(({ code, gameType, ...card }) => {
        const vendorId = vendorIds.get(`${gameType}-${code}`);
        return vendorId === undefined ? [] : [{ merchantId: merchant.id, vendorId, ...card }];
      });
      if (cards.length) {
        const added = await tx
          .insert(merchantVendors)
          .values(cards)
          .onConflictDoNothing()
          .returning({ id: merchantVendors.id });
        cardCount += added.length;
      }

      await insertRankSetup(tx, merchant, now);
      await insertRebateRates(tx, merchant, now);
      await insertMissions(tx, merchant);
      await insertPointsSetup(tx, merchant, now);
      await insertInboxSetup(tx, brand, merchant, now);
      await insertPromotionRules(tx, merchant, now);
      if (accounts.length) await insertReferrals(tx, brand.id, merchant, now);
      // Last: its payments come after every other seeded movement of the team.
      if (accounts.length) await insertTeamSetup(tx, merchant, now, demoHash);
      if (accounts.length) await insertAffiliateLinks(tx, merchant, now);
      if (accounts.length) await insertContractSetup(tx, merchant, now);
      winCount += await renewSeededWins(tx, brand, merchant, now);
    }
  });
  // Merchants and cards were added (or, after a reset, stored anew): the host lookup and the catalogue read again.
  forgetMerchants(db);
  forgetCatalogue(db);

  return {
    merchants: brands.map((brand) => brand.merchantCode),
    members: memberCount,
    vendorCards: cardCount,
    games: gameCount,
    wallets: walletCount,
    winningRounds: winCount,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * What the catalogue tables (game types and classes, vendors, games) held right after the last reset of each database: they are
 * platform-wide and the same after every reset, so a reset keeps them while they are untouched and saves storing
 * 11,000 games again (most of a reset's time; the platform's tests reset before every test).
 */
const catalogueStamps = new WeakMap<Database, string>();

/**
 * A stamp of the catalogue tables that any write changes: every inserted or updated row is a new row version carrying
 * the id of the transaction that wrote it (`xmin`), later than any before, so an insert or update raises the highest
 * `xmin`, and a delete lowers the count. Reading it scans ids, not row text: a few milliseconds.
 */
async function catalogueStamp(db: Database): Promise<string> {
  const stamp = (table: typeof gameTypes | typeof gameClasses | typeof vendors | typeof games) =>
    db.select({ rows: count(), latest: sql<string | null>`max(${table}.xmin::text::bigint)::text` }).from(table);
  const stamps = await Promise.all([stamp(gameTypes), stamp(gameClasses), stamp(vendors), stamp(games)]);
  return stamps.map(([row]) => `${row?.rows ?? 0}@${row?.latest ?? ''}`).join(':');
}

/** Empties every table and seeds again: the demo data as it ships (POST /__dev/reset, tests). */
export async function resetDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const known = catalogueStamps.get(db);
  const keepCatalogue = known !== undefined && known === (await catalogueStamp(db));
  await db.execute(sql`
    truncate table merchants, members, member_bet_sums, member_identities, member_addresses, sessions, captcha_challenges,
      slider_challenges, verification_codes, outbox, feedback, help_entries,
      favourite_games, recent_games, merchant_vendors, wallets, wallet_transactions, game_tickets, winning_rounds,
      merchant_wallets, vendor_wallets, idempotency_keys, merchant_withdraw_settings, merchant_banks, bank_cards,
      withdrawals, member_turnover, merchant_deposit_settings, merchant_deposit_channels, deposits, deposit_receipts,
      member_deposit_limits, member_exclusions, vip_ranks, inbox_mails, inbox_replies, bet_records, rebate_rates,
      rebate_claims, member_bonuses, missions, mission_milestones, mission_claims, referral_codes, referrals,
      point_settings, point_rewards, point_accounts, point_redemptions, point_transactions, point_earned_bets,
      promotion_rules, promotion_entries, reward_tickets, raffle_schedules, raffle_tickets, sport_teams, sport_leagues,
      banner_drawings, rate_limits, account_lockouts, affiliate_links, agent_contracts, salary_settlements
      ${keepCatalogue ? sql`` : sql`, games, vendors, game_classes, game_types`}
    restart identity cascade`);
  forgetAllSessions(db);
  const report = await seedDatabase(db, options);
  if (!keepCatalogue) catalogueStamps.set(db, await catalogueStamp(db));
  return report;
}

/**
 * Whether the database lacks the demo data: no merchant yet (a fresh data folder or an empty Postgres), or no vendor
 * or game catalogue or game classes (a data folder made before those tables, whose migrations left them empty), no wallets, no
 * banners, no notices, no promotion categories, no sports leagues, no banner drawings or no withdrawal or deposit
 * settings, VIP ranks, rebate rates, missions, demo referrals, a points mall or promotion rules (a folder seeded before
 * them), or a merchant whose seeded
 * winner-board history has mostly left the week before `now` (a folder made before it, or left for days). Seeding
 * only adds what is missing, so each case is filled in without touching what is there.
 */
export async function isEmpty(
  db: Database,
  now = new Date(),
  options: { demoAccounts?: boolean } = {},
): Promise<boolean> {
  const [merchantRows] = await db.select({ n: count() }).from(merchants);
  const [gameTypeRows] = await db.select({ n: count() }).from(gameTypes);
  const [classRows] = await db.select({ n: count() }).from(gameClasses);
  const [gameRows] = await db.select({ n: count() }).from(games);
  const [walletRows] = await db.select({ n: count() }).from(wallets);
  const [bannerRows] = await db.select({ n: count() }).from(announcements).where(eq(announcements.type, 'B'));
  const [noticeRows] = await db.select({ n: count() }).from(announcements).where(eq(announcements.type, 'PL'));
  const [categoryRows] = await db.select({ n: count() }).from(promotionCategories);
  const [leagueRows] = await db.select({ n: count() }).from(sportLeagues);
  const [drawingRows] = await db.select({ n: count() }).from(bannerDrawings);
  const [withdrawRows] = await db.select({ n: count() }).from(merchantWithdrawSettings);
  const [depositRows] = await db.select({ n: count() }).from(merchantDepositSettings);
  const [rankRows] = await db.select({ n: count() }).from(vipRanks);
  const [inboxRows] = await db.select({ n: count() }).from(inboxMails);
  const [rebateRows] = await db.select({ n: count() }).from(rebateRates);
  const [missionRows] = await db.select({ n: count() }).from(missions);
  const [referralRows] = await db.select({ n: count() }).from(referrals);
  const [pointRows] = await db.select({ n: count() }).from(pointSettings);
  const [promotionRuleRows] = await db.select({ n: count() }).from(promotionRules);
  if (
    !merchantRows?.n ||
    !gameTypeRows?.n ||
    !classRows?.n ||
    !gameRows?.n ||
    (options.demoAccounts !== false && !walletRows?.n) ||
    !bannerRows?.n ||
    !noticeRows?.n ||
    !categoryRows?.n ||
    !leagueRows?.n ||
    !drawingRows?.n ||
    !withdrawRows?.n ||
    !depositRows?.n ||
    !rankRows?.n ||
    !rebateRows?.n ||
    !missionRows?.n ||
    !pointRows?.n ||
    !promotionRuleRows?.n ||
    (options.demoAccounts !== false && !inboxRows?.n) ||
    (options.demoAccounts !== false && !referralRows?.n)
  ) {
    return true;
  }
  const wins = await db
    .select({ n: count(winningRounds.id) })
    .from(merchants)
    .leftJoin(winningRounds, seededWinsWithin(merchants.id, now))
    .groupBy(merchants.id);
  return wins.some((row) => row.n < seededWinsWanted);
}
