import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { affiliateLinkRules } from '@lobby/contract';
import { encryptPayload } from '@lobby/contract/cipher';
import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { createAffiliateLink } from '../agents/affiliateLinks';
import { settleDue } from '../agents/settlement';
import { resetDatabase, seedDatabase } from '../seed/seed';
import { ensureReferralCode } from '../referral/referrals';
import { demoMembers } from '../seed/members';
import { demoFriends } from '../seed/referrals';
import { seededWinCount } from '../seed/winners';
import { databaseContents, resetToSeed } from '../testing/seedSnapshot';
import { cardsOf, withdrawSettingsOf } from '../wallet/bankCards';
import { claimMilestone, missionStatesOf } from '../wallet/missions';
import { redeem as redeemPoints } from '../wallet/points';
import { claimIssued, decideEntry, join } from '../wallet/promotions';
import { claimRebate, manualRebateOf } from '../wallet/rebates';
import { offeredWallets, transfer } from '../wallet/transfers';
import { transferToDownlines } from '../wallet/downlines';
import { transferToUpline } from '../wallet/upline';
import { balanceOf, mainWalletTypeId, playRound, setBalance } from '../wallet/wallets';
import { requestWithdrawal } from '../wallet/withdrawals';
import { openDatabase, type Database } from './client';
import {
  affiliateLinks,
  agentContracts,
  betRecords,
  games,
  members,
  merchantVendors,
  merchants,
  missionClaims,
  pointAccounts,
  pointRedemptions,
  pointRewards,
  promotionRules,
  rebateClaims,
  salarySettlements,
  referralCodes,
  vendorWallets,
  vendors,
  walletTransactions,
  winningRounds,
  withdrawals,
} from './schema';

// The same migrations and seed on a real PostgreSQL through node-postgres. Runs when TEST_DATABASE_URL names a
// database this test may empty (e.g. postgres://lobby@127.0.0.1:5432/lobby_test); skipped otherwise.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL driver', () => {
  it('migrates, seeds and resets', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const again = await seedDatabase(database.db);
      expect(again).toMatchObject({ members: 0, vendorCards: 0, winningRounds: 0 });
      const [merchantRows] = await database.db.select({ n: count() }).from(merchants);
      const [memberRows] = await database.db.select({ n: count() }).from(members);
      expect(merchantRows?.n).toBeGreaterThanOrEqual(3);
      // The demo accounts and the friends who registered with their referral codes, at each merchant.
      expect(memberRows?.n).toBe((merchantRows?.n ?? 0) * (demoMembers.length + demoFriends.length));
      const [cardRows] = await database.db.select({ n: count() }).from(merchantVendors);
      expect(cardRows?.n).toBeGreaterThan(100);
      const [winRows] = await database.db.select({ n: count() }).from(winningRounds);
      expect(winRows?.n).toBe((merchantRows?.n ?? 0) * seededWinCount);
    } finally {
      await database.close();
    }
  });

  it('puts the seeded rows back from the copy the test harness keeps, as a reset leaves them', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      const now = new Date();
      await resetToSeed(database.db, { now });
      const seeded = await databaseContents(database.db);
      await database.db.update(merchants).set({ maintenance: true });
      await database.db.delete(members).where(eq(members.username, 'player01'));
      await database.db.update(games).set({ name: 'Renamed' }).where(eq(games.id, 1));
      expect(await databaseContents(database.db)).not.toEqual(seeded);
      await resetToSeed(database.db, { now });
      expect(await databaseContents(database.db)).toEqual(seeded);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('plays concurrent rounds on separate connections without taking a wallet below zero', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const [member] = await database.db.select().from(members).where(eq(members.username, 'player01')).limit(1);
      const [game] = await database.db.select().from(games).limit(1);
      if (!member || !game) throw new Error('seed lacks player01 or a game');
      const at = new Date();
      await setBalance(database.db, { memberId: member.id, currency: 'VND', balance: 3500, kind: 'adjustment', at });
      const rounds = await Promise.all(
        Array.from({ length: 8 }, () =>
          playRound(database.db, { memberId: member.id, gameId: game.id, stake: 1000, randomInt: () => 0, at }),
        ),
      );
      expect(rounds.filter((round) => round !== undefined)).toHaveLength(3);
      expect((await balanceOf(database.db, member.id)).balance).toBe(500);
      const [bets] = await database.db
        .select({ n: count() })
        .from(walletTransactions)
        // The seed's bets (player01's VIP turnover) came before `at`.
        .where(
          and(
            eq(walletTransactions.memberId, member.id),
            eq(walletTransactions.kind, 'bet'),
            gte(walletTransactions.createdAt, at),
          ),
        );
      expect(bets?.n).toBe(3);
    } finally {
      await database.close();
    }
  });

  it('races 60 withdrawals, vendor transfers and upline transfers on separate connections without overspending', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const { db } = database;
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchant?.id ?? 0), eq(members.username, 'player02')));
      if (!merchant || !member?.uplineId) throw new Error('seed lacks lotus88 player02 under an agent');
      const upline = { id: member.uplineId, username: 'agent' };
      const [card] = await cardsOf(db, member);
      const [vendor] = (await offeredWallets(db, merchant)).filter((wallet) => wallet.status === 'OK');
      if (!card || !vendor) throw new Error('seed lacks player02 card or an open vendor wallet at lotus88');
      const settings = await withdrawSettingsOf(db, merchant);
      const at = new Date();
      const amount = 100_000;
      // Where the member's money can go: held by pending withdrawals, the vendor wallets, the upline's main wallet.
      const placesOf = async () => ({
        held: await sumOf(
          db,
          withdrawals,
          withdrawals.amount,
          eq(withdrawals.memberId, member.id),
          eq(withdrawals.status, 'pending'),
        ),
        inVendor: await sumOf(db, vendorWallets, vendorWallets.balance, eq(vendorWallets.memberId, member.id)),
        upline: (await balanceOf(db, upline.id)).balance,
      });
      const before = await placesOf();
      await setBalance(db, {
        memberId: member.id,
        currency: merchant.currency,
        balance: 10 * amount,
        kind: 'adjustment',
        at,
      });
      const key = () => randomUUID();
      // Twenty of each kind, interleaved, over a pool of ten connections: ten fit the balance.
      const moves = Array.from({ length: 60 }, (_, n) => {
        const idempotencyKey = key();
        if (n % 3 === 0) return requestWithdrawal(db, { member, settings, card, amount, idempotencyKey, at });
        if (n % 3 === 1) {
          return transfer(db, {
            memberId: member.id,
            merchant,
            from: mainWalletTypeId,
            to: vendor.accountTypeId,
            amount,
            idempotencyKey,
            at,
          });
        }
        return transferToUpline(db, { member, upline, currency: merchant.currency, amount, idempotencyKey, at });
      });
      const settled = await Promise.allSettled(moves);
      expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
      for (const result of settled) {
        if (result.status === 'rejected') expect(String(result.reason)).toMatch(/balance/i);
      }
      expect((await balanceOf(db, member.id)).balance).toBe(0);
      // Every unit set is now in exactly one of those places, and the main wallet's ledger sums to its balance.
      const after = await placesOf();
      expect(after.held - before.held + after.inVendor - before.inVendor + after.upline - before.upline).toBe(
        10 * amount,
      );
      expect(
        await sumOf(
          db,
          walletTransactions,
          walletTransactions.amount,
          eq(walletTransactions.memberId, member.id),
          eq(walletTransactions.accountTypeId, mainWalletTypeId),
        ),
      ).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('races an agent paying its downlines against them paying it, on separate connections: no deadlock, no overspend', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const { db } = database;
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
      const named = async (username: string) => {
        const [member] = await db
          .select()
          .from(members)
          .where(and(eq(members.merchantId, merchant?.id ?? 0), eq(members.username, username)));
        if (!member) throw new Error(`seed lacks lotus88 ${username}`);
        return member;
      };
      const [agent, player02, player03] = await Promise.all(['agent01', 'player02', 'player03'].map(named));
      if (!merchant || !agent || !player02 || !player03) throw new Error('seed lacks lotus88 agent01 and its team');
      const at = new Date();
      const amount = 100_000;
      const people = [agent, player02, player03];
      const total = async () => {
        let sum = 0;
        for (const member of people) sum += (await balanceOf(db, member.id)).balance;
        return sum;
      };
      // The agent holds ten payments of two downlines; each downline can pay the agent back ten times.
      for (const [member, balance] of [
        [agent, 20 * amount],
        [player02, 10 * amount],
        [player03, 10 * amount],
      ] as const) {
        await setBalance(db, { memberId: member.id, currency: merchant.currency, balance, kind: 'adjustment', at });
      }
      const before = await total();
      const moves = Array.from({ length: 45 }, (_, n) => {
        const idempotencyKey = randomUUID();
        const base = { currency: merchant.currency, amount, idempotencyKey, at };
        if (n % 3 === 0) return transferToDownlines(db, { ...base, agent, downlines: [player03, player02] });
        return transferToUpline(db, { ...base, member: n % 3 === 1 ? player02 : player03, upline: agent });
      });
      const settled = await Promise.allSettled(moves);
      for (const result of settled) {
        if (result.status === 'rejected') expect(String(result.reason)).toMatch(/balance/i);
      }
      expect(await total()).toBe(before);
      for (const member of people) {
        const { balance } = await balanceOf(db, member.id);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(
          await sumOf(
            db,
            walletTransactions,
            walletTransactions.amount,
            eq(walletTransactions.memberId, member.id),
            eq(walletTransactions.accountTypeId, mainWalletTypeId),
          ),
        ).toBe(balance);
      }
    } finally {
      await database.close();
    }
  });

  it('moves money once for one idempotency key sent on ten connections at once', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const { db } = database;
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchant?.id ?? 0), eq(members.username, 'player02')));
      if (!merchant || !member?.uplineId) throw new Error('seed lacks lotus88 player02 under an agent');
      const at = new Date();
      await setBalance(db, {
        memberId: member.id,
        currency: merchant.currency,
        balance: 500_000,
        kind: 'adjustment',
        at,
      });
      const idempotencyKey = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          transferToUpline(db, {
            member,
            upline: { id: member.uplineId ?? 0, username: 'agent' },
            currency: merchant.currency,
            amount: 100_000,
            idempotencyKey,
            at,
          }),
        ),
      );
      expect(answers.every((answer) => answer.successAmount === 100_000)).toBe(true);
      expect((await balanceOf(db, member.id)).balance).toBe(400_000);
    } finally {
      await database.close();
    }
  });

  it('pays an issued reward once when ten claims race on separate connections', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const { db } = database;
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchant?.id ?? 0), eq(members.username, 'player01')));
      const [reload] = await db
        .select()
        .from(promotionRules)
        .where(and(eq(promotionRules.merchantId, merchant?.id ?? 0), eq(promotionRules.code, 'reload')));
      if (!merchant || !member || !reload) throw new Error('seed lacks lotus88 player01 or its reload');
      const now = new Date();
      await join(db, { member, promotionId: reload.id, comment: 'Saturday deposit', now });
      await decideEntry(db, { ruleId: reload.id, memberId: member.id, approve: true, at: now });
      const before = (await balanceOf(db, member.id)).balance;
      const settled = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          claimIssued(db, {
            member,
            merchant,
            promotionId: reload.id,
            idempotencyKey: randomUUID(),
            now,
            at: now,
          }),
        ),
      );
      expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of settled) {
        if (result.status === 'rejected') expect(String(result.reason)).toMatch(/already been claimed/);
      }
      expect((await balanceOf(db, member.id)).balance - before).toBe(reload.amount);
    } finally {
      await database.close();
    }
  });

  it('pays a rebate once when ten claims race on separate connections, each bet marked by one claim', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const { db } = database;
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchant?.id ?? 0), eq(members.username, 'player01')));
      if (!merchant || !member) throw new Error('seed lacks lotus88 player01');
      const claimable = (await manualRebateOf(db, member))
        .filter((item) => item.rebate >= item.minimum)
        .reduce((sum, item) => sum + item.rebate, 0);
      expect(claimable).toBeGreaterThan(0);
      const before = (await balanceOf(db, member.id)).balance;
      const at = new Date();
      // Claims of everything and of slots alone, each with its own key, over a pool of ten connections.
      const settled = await Promise.allSettled(
        Array.from({ length: 10 }, (_, n) =>
          claimRebate(db, {
            member,
            merchant,
            productType: n % 2 ? 'RNG' : undefined,
            idempotencyKey: randomUUID(),
            at,
          }),
        ),
      );
      const paid = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value.rebate] : []));
      for (const result of settled) {
        if (result.status === 'rejected') expect(String(result.reason)).toMatch(/rebate/i);
      }
      // Slots may go alone first and the rest with a claim of everything: never more than the rebate earned.
      expect(paid.reduce((sum, amount) => sum + amount, 0)).toBe(claimable);
      expect((await balanceOf(db, member.id)).balance - before).toBe(claimable);
      const [claims] = await db
        .select({ sum: sql<string>`coalesce(sum(${rebateClaims.amount}), 0)` })
        .from(rebateClaims)
        .where(eq(rebateClaims.memberId, member.id));
      expect(Number(claims?.sum)).toBe(claimable);
      const [marked] = await db
        .select({ n: count() })
        .from(betRecords)
        .innerJoin(rebateClaims, eq(rebateClaims.id, betRecords.rebateClaimId))
        .where(sql`${rebateClaims.memberId} <> ${betRecords.memberId}`);
      expect(marked?.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('pays a mission milestone once when ten claims race on separate connections', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const { db } = database;
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchant?.id ?? 0), eq(members.username, 'player03')));
      if (!merchant || !member) throw new Error('seed lacks lotus88 player03');
      const [game] = await db
        .select({ id: games.id })
        .from(games)
        .innerJoin(vendors, eq(vendors.id, games.vendorId))
        .where(eq(vendors.gameType, 'RNG'))
        .limit(1);
      const at = new Date();
      for (let round = 0; round < 10; round += 1) {
        await playRound(db, { memberId: member.id, gameId: game?.id ?? 0, stake: 10_000_00, randomInt: () => 0, at });
      }
      const [slots] = (await missionStatesOf(db, member, at)).filter((state) => state.mission.code === 'daily-slots');
      const milestone = slots?.milestones[0];
      expect(milestone?.status).toBe('CLAIMABLE');
      const before = (await balanceOf(db, member.id)).balance;
      const settled = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          claimMilestone(db, {
            member,
            merchant,
            missionId: slots?.mission.id ?? 0,
            milestoneId: milestone?.id ?? 0,
            idempotencyKey: randomUUID(),
            at,
          }),
        ),
      );
      expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of settled) {
        if (result.status === 'rejected') expect(String(result.reason)).toMatch(/already claimed/);
      }
      expect((await balanceOf(db, member.id)).balance - before).toBe(milestone?.reward);
      const [claims] = await db.select({ n: count() }).from(missionClaims).where(eq(missionClaims.memberId, member.id));
      expect(claims?.n).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('makes one referral code when ten first asks race on separate connections', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const { db } = database;
      const [member] = await db.select().from(members).where(eq(members.username, 'player04')).limit(1);
      if (!member) throw new Error('seed lacks player04');
      const codes = await Promise.all(Array.from({ length: 10 }, () => ensureReferralCode(db, member)));
      expect(new Set(codes).size).toBe(1);
      const [stored] = await db.select({ n: count() }).from(referralCodes).where(eq(referralCodes.memberId, member.id));
      expect(stored?.n).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('makes an agent no more affiliate links than the limit when thirty creations race on separate connections', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const { db } = database;
      const [agent] = await db.select().from(members).where(eq(members.username, 'agent01')).limit(1);
      if (!agent) throw new Error('seed lacks agent01');
      const held = async () =>
        (await db.select({ n: count() }).from(affiliateLinks).where(eq(affiliateLinks.memberId, agent.id)))[0]?.n ?? 0;
      const before = await held();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, () => createAffiliateLink(db, { agent, remark: null, at: new Date() })),
      );
      const made = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(made).toHaveLength(affiliateLinkRules.maxLinks - before);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(outcome.reason).toMatchObject({ errorCode: 'affiliate_link_limit_reached' });
        }
      }
      expect(await held()).toBe(affiliateLinkRules.maxLinks);
    } finally {
      await database.close();
    }
  });

  it('sells the last five items once when twenty redemptions race on separate connections; points never below zero', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const { db } = database;
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
      const demo = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchant?.id ?? 0), eq(members.type, 0)));
      const [reward] = await db
        .select()
        .from(pointRewards)
        .where(and(eq(pointRewards.merchantId, merchant?.id ?? 0), eq(pointRewards.price, 1_200)));
      const [member] = demo;
      if (!merchant || !reward || !member) throw new Error('seed lacks lotus88 members or its bonus credit');
      await db.update(pointRewards).set({ inventory: 5 }).where(eq(pointRewards.id, reward.id));
      const at = new Date();
      // Every demo member at once, several times each, each with its own key: four of 1,200 points use up 5,000.
      const settled = await Promise.allSettled(
        Array.from({ length: 20 }, (_, n) => demo[n % demo.length] ?? member).map((buyer) =>
          redeemPoints(db, {
            member: buyer,
            rewardId: reward.id,
            quantity: 1,
            idempotencyKey: randomUUID(),
            at,
          }),
        ),
      );
      const sold = settled.filter((result) => result.status === 'fulfilled');
      expect(sold).toHaveLength(5);
      for (const result of settled) {
        if (result.status === 'rejected') expect(String(result.reason)).toMatch(/left|sold out|points/);
      }
      const [left] = await db.select().from(pointRewards).where(eq(pointRewards.id, reward.id));
      expect(left?.inventory).toBe(0);
      const [below] = await db
        .select({ n: count() })
        .from(pointAccounts)
        .where(sql`${pointAccounts.balance} < 0`);
      expect(below?.n).toBe(0);
      const [made] = await db
        .select({ n: count() })
        .from(pointRedemptions)
        .where(eq(pointRedemptions.rewardId, reward.id));
      // The seed's own redemptions are of other rewards.
      expect(made?.n).toBe(5);
    } finally {
      await database.close();
    }
  });

  it('settles each period of a contract once when ten settlements race on separate connections', async () => {
    // The first connection migrates; the others open a migrated database.
    const first = await openDatabase({ kind: 'postgres', url });
    const databases = [
      first,
      ...(await Promise.all(Array.from({ length: 9 }, () => openDatabase({ kind: 'postgres', url })))),
    ];
    try {
      await resetDatabase(first.db);
      const now = new Date();
      const { contractId, memberId } = await dailyContractInForce(first.db, now, 3);
      const before = (await balanceOf(first.db, memberId)).balance;
      const runs = await Promise.all(databases.map((database) => settleDue(database.db, { now, types: ['daily'] })));
      const { settled, ledger } = await paidOf(first.db, contractId);
      // The day it began and the two after it have ended; today has not.
      expect(settled).toHaveLength(3);
      expect(new Set(settled.map((row) => row.periodStart.getTime())).size).toBe(3);
      expect(ledger).toHaveLength(3);
      expect(ledger.every((row) => row.kind === 'daily_salary' && row.amount === 1250)).toBe(true);
      expect((await balanceOf(first.db, memberId)).balance).toBe(before + 3 * 1250);
      // Every run together paid the contract's periods once (the seed's contracts were settled already).
      expect(runs.reduce((sum, run) => sum + run.amount, 0)).toBeGreaterThanOrEqual(3 * 1250);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  }, 60_000);

  it('writes each winning round to the winner board with its ledger rows, under the masked name', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const [member] = await database.db.select().from(members).where(eq(members.username, 'player02')).limit(1);
      const [game] = await database.db.select().from(games).limit(1);
      if (!member || !game) throw new Error('seed lacks player02 or a game');
      const at = new Date();
      await setBalance(database.db, { memberId: member.id, currency: 'VND', balance: 5000, kind: 'adjustment', at });
      // Draw 589 is the pay table's first "1x": each round wins its stake back.
      const rounds = await Promise.all(
        Array.from({ length: 4 }, () =>
          playRound(database.db, { memberId: member.id, gameId: game.id, stake: 1000, randomInt: () => 589, at }),
        ),
      );
      const rows = await database.db.select().from(winningRounds).where(eq(winningRounds.memberId, member.id));
      expect(rows.map((row) => row.roundId).sort()).toEqual(rounds.map((round) => round?.roundId).sort());
      expect(rows.every((row) => row.customerName === 'pl***02' && row.win === 1000 && row.currency === 'VND')).toBe(
        true,
      );
    } finally {
      await database.close();
    }
  });
});

/** The sum of `column` over the rows matching every condition (0 for none). */
async function sumOf(db: Database, table: PgTable, column: AnyPgColumn, ...conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${column}), 0)` })
    .from(table)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

/** A platform process of its own (`src/main.ts`, as `pnpm start` runs it) on `url`, behind one trusted proxy. */
/**
 * A daily salary in force from `daysAgo` days before `now`, paying a fixed 12.50 a day, from agent02 to agent03 of
 * lotus: answers the contract's id and agent03's id.
 */
async function dailyContractInForce(db: Database, now: Date, daysAgo: number, productType = 'PVP') {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
  const team = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant?.id ?? 0), sql`${members.username} in ('agent02', 'agent03')`));
  const upline = team.find((member) => member.username === 'agent02');
  const downline = team.find((member) => member.username === 'agent03');
  if (!merchant || !upline || !downline) throw new Error('the seed lacks agent02 or agent03 at lotus');
  const startsAt = new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000);
  const [contract] = await db
    .insert(agentContracts)
    .values({
      merchantId: merchant.id,
      uplineId: upline.id,
      memberId: downline.id,
      type: 'daily',
      productType,
      tiers: [{ minBet: 0, activeMembers: 0, rate: 1250, rateType: 'F' }],
      status: 'E',
      createdAt: startsAt,
      answeredAt: startsAt,
      startsAt,
    })
    .returning({ id: agentContracts.id });
  if (!contract) throw new Error('no contract written');
  return { contractId: contract.id, memberId: downline.id };
}

/** A contract's settled periods and the ledger rows that paid them. */
async function paidOf(db: Database, contractId: number) {
  const settled = await db.select().from(salarySettlements).where(eq(salarySettlements.contractId, contractId));
  const ledger = await db
    .select()
    .from(walletTransactions)
    .where(
      sql`${walletTransactions.settlementId} in (select id from salary_settlements where contract_id = ${contractId})`,
    );
  return { settled, ledger };
}

async function platformProcess(url: string): Promise<{ origin: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', PLATFORM_DEV: '1', TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const up = /Platform up on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (up?.[1]) resolve(up[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`The platform process ended (${code}) before it was up:\n${output}`)),
    );
  });
  return { origin, stop: () => child.kill('SIGKILL') };
}

describe.skipIf(!url)('two platform processes on one PostgreSQL', () => {
  let one: { origin: string; stop(): void };
  let other: { origin: string; stop(): void };
  beforeAll(async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    await resetDatabase(database.db);
    await database.close();
    [one, other] = await Promise.all([platformProcess(url ?? ''), platformProcess(url ?? '')]);
  }, 120_000);
  afterAll(() => {
    one?.stop();
    other?.stop();
  });

  /** A call to sahara (no captcha, no slider) through `to`, from `ip`: fetch may not set the Host header. */
  function sahara(to: { origin: string }, path: string, init: { body?: object; headers?: object; ip?: string } = {}) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = init.body && JSON.stringify(init.body);
      const request = httpRequest(
        `${to.origin}${path}`,
        {
          method: payload ? 'POST' : 'GET',
          headers: {
            host: 'sahara.localhost',
            'x-forwarded-for': init.ip ?? '10.9.0.1',
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...init.headers,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.once('error', reject);
      request.end(payload);
    });
  }

  const modulusOf = async (to: { origin: string }) => (await sahara(to, '/wps/session/key/rsa')).text;

  /** A login sealed with `modulus`, sent to `to` from `ip`: its status and error code, or the user name it signed in. */
  async function send(to: { origin: string }, sealed: Awaited<ReturnType<typeof encryptPayload>>, ip: string) {
    const headers = { encryption: sealed.encryption, 'x-digest': sealed.digest };
    const { status, text } = await sahara(to, '/wps/session/login', { body: sealed.body, headers, ip });
    const body = JSON.parse(text) as { errorCode?: string; value?: { userName?: string } };
    return `${status} ${body.errorCode ?? body.value?.userName ?? ''}`;
  }

  async function login(to: { origin: string }, username: string, password: string, ip: string) {
    return send(to, await encryptPayload({ username, password, type: 'username' }, await modulusOf(to)), ip);
  }

  it('log in through one with the key the other handed out, and refuse the same sealed call in both', async () => {
    const login = { username: 'player01', password: 'Player#2026', type: 'username' };
    const sealed = await encryptPayload(login, await modulusOf(one));
    expect(await send(other, sealed, '10.9.0.1')).toBe('200 player01');
    expect(await send(one, sealed, '10.9.0.1')).toBe('400 request_replayed');
    expect(await send(other, sealed, '10.9.0.1')).toBe('400 request_replayed');
  });

  it('count the attempts at an account from one address across both: five failures spread over them use up five', async () => {
    const answers: string[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      answers.push(await login(attempt % 2 ? one : other, 'player02', `guess${attempt}`, '10.9.1.1'));
    }
    expect(answers).toEqual([...Array<string>(5).fill('400 invalid_credentials'), '429 TOO_MANY_REQUESTS']);
  });

  it('lock an account on failures spread over both, against the right password at either', async () => {
    const answers: string[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // Five addresses, two tries each, alternating between the processes.
      answers.push(await login(attempt % 2 ? one : other, 'player03', `guess${attempt}`, `10.9.2.${attempt % 5}`));
    }
    expect(answers.slice(0, 9).every((answer) => answer === '400 invalid_credentials')).toBe(true);
    expect(answers[9]).toBe('403 us_forbidden_login_error');
    for (const process of [one, other]) {
      expect(await login(process, 'player03', 'Player#2026', '10.9.3.1')).toBe('403 us_forbidden_login_error');
    }
  });
  it('pay a contract once per period when both settle at once', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      const { contractId, memberId } = await dailyContractInForce(database.db, new Date(), 2, 'FISH');
      const before = (await balanceOf(database.db, memberId)).balance;
      const settle = (to: { origin: string }) =>
        new Promise<{ status: number; text: string }>((resolve, reject) => {
          // From loopback and without a forwarded address: the dev endpoints answer loopback callers only.
          const request = httpRequest(
            `${to.origin}/__dev/salaries/settle`,
            { method: 'POST', headers: { host: 'localhost', 'content-type': 'application/json' } },
            (response) => {
              let text = '';
              response.on('data', (chunk: Buffer) => (text += chunk.toString()));
              response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
            },
          );
          request.once('error', reject);
          request.end(JSON.stringify({ type: 'daily' }));
        });
      const answers = await Promise.all([settle(one), settle(other), settle(one), settle(other)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const { settled, ledger } = await paidOf(database.db, contractId);
      expect(settled).toHaveLength(2);
      expect(ledger).toHaveLength(2);
      expect((await balanceOf(database.db, memberId)).balance).toBe(before + 2 * 1250);
    } finally {
      await database.close();
    }
  });
});
