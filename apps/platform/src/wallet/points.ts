import { errorCodes, pointTxTypes } from '@lobby/contract';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  pointAccounts,
  pointRedemptions,
  pointRewards,
  pointSettings,
  pointTransactions,
  walletTransactions,
  wallets,
  type Member,
  type Merchant,
  type PointReward,
  type PointRewardType,
  type PointSettings,
  type PointTransactionKind,
  type RedemptionStatus,
} from '../db/schema';
import { ApiError } from '../lib/apiError';
import type { Cents } from './money';
import type { DateRange } from './records';
import { credit, lockMain, once, type Transaction } from './transfers';
import { mainWalletTypeId } from './wallets';

// The points mall (PTSYS3). A member's settled bets earn points at the merchant's rate: each bet once (a mark per
// bet), the remainder of a valid bet short of a point kept for the next. Bets are turned into points whenever the
// points are read or spent, under the point account's lock, so a reading never races a redemption. Every change of
// the balance is a conditional update with its ledger row in one transaction; a redemption takes the reward's
// inventory in the same transaction, never below zero. See docs/decisions/0041-points-mall.md.

export const pointErrors = {
  notOffered: () => new ApiError(400, errorCodes.functionNotAvailable, 'The points mall is not offered here.'),
  rewardNotFound: () =>
    new ApiError(400, errorCodes.pointRewardNotFound, 'This reward is not in the catalogue.', { field: 'rewardId' }),
  inventoryNotEnough: (left: number) =>
    new ApiError(
      400,
      errorCodes.pointInventoryNotEnough,
      left > 0 ? `Only ${left} of this reward ${left === 1 ? 'is' : 'are'} left.` : 'This reward is sold out.',
      { field: 'quantity', data: { inventory: left } },
    ),
  balanceNotEnough: (needed: number, balance: number) =>
    new ApiError(400, errorCodes.pointBalanceNotEnough, `You have ${balance} points: ${needed} are needed.`, {
      field: 'quantity',
      data: { pointAmount: needed, pointBalance: balance },
    }),
  addressRequired: () =>
    new ApiError(400, errorCodes.pointAddressRequired, 'Please enter the address the reward is sent to.', {
      field: 'province',
    }),
  quantityInvalid: () =>
    new ApiError(400, errorCodes.validationFailed, 'Please redeem a whole number of rewards, 1 to 99.', {
      field: 'quantity',
    }),
  amountInvalid: (minimum: number) =>
    new ApiError(400, errorCodes.pointAmountInvalid, `Please convert a whole number of points, at least ${minimum}.`, {
      field: 'amount',
      data: { minConvertPoints: minimum },
    }),
};

/** The most of one reward a redemption takes. */
export const maxRedeemQuantity = 99;
/** The longest address line kept (`province`, `remarks`). */
export const maxAddressLength = 200;

/** The wire's `txTypeId` of each ledger kind. */
export const txTypeOfKind: Record<PointTransactionKind, number> = {
  earned: pointTxTypes.earned,
  given: pointTxTypes.given,
  redemption_returned: pointTxTypes.redemptionReturned,
  redeemed: pointTxTypes.redeemed,
  converted: pointTxTypes.converted,
};

/** The merchant's points scheme, or `function.not.available` when it has none. */
export async function settingsOf(db: Database | Transaction, merchantId: number): Promise<PointSettings> {
  const [row] = await db.select().from(pointSettings).where(eq(pointSettings.merchantId, merchantId));
  if (!row) throw pointErrors.notOffered();
  return row;
}

/** Opens (when missing) and locks the member's point account; answers its balance and remainder. */
async function lockAccount(tx: Transaction, memberId: number, at: Date) {
  await tx.insert(pointAccounts).values({ memberId, updatedAt: at }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: pointAccounts.balance, remainder: pointAccounts.betRemainder })
    .from(pointAccounts)
    .where(eq(pointAccounts.memberId, memberId))
    .for('update');
  if (!row) throw new Error('the point account was not opened');
  return row;
}

/**
 * Turns the member's settled bets not counted yet (since the scheme's start) into points, under the account's lock the
 * caller holds: marks them, adds their valid bet to the remainder, and credits the whole points with an `earned` row.
 * Answers the balance after.
 */
async function accrue(
  tx: Transaction,
  member: Pick<Member, 'id'>,
  settings: PointSettings,
  account: { balance: number; remainder: number },
  at: Date,
): Promise<number> {
  const result = await tx.execute(sql`
    with fresh as (
      insert into point_earned_bets (bet_id, member_id)
      select b.id, b.member_id from bet_records b
      where b.member_id = ${member.id} and b.status = 'settled' and b.created_at >= ${settings.since}
        and not exists (select 1 from point_earned_bets e where e.bet_id = b.id)
      on conflict do nothing
      returning bet_id
    )
    select coalesce(sum(b.valid_bet), 0)::text as valid_bet from bet_records b join fresh on fresh.bet_id = b.id`);
  // Both drivers answer { rows }; drizzle types the raw result per driver.
  const [row] = (result as unknown as { rows: Array<{ valid_bet: string }> }).rows;
  const validBet = Number(row?.valid_bet ?? 0);
  if (validBet === 0) return account.balance;
  const total = account.remainder + validBet;
  const points = Math.floor(total / settings.betPerPoint);
  const remainder = total - points * settings.betPerPoint;
  const balance = account.balance + points;
  await tx
    .update(pointAccounts)
    .set({ balance, betRemainder: remainder, updatedAt: at })
    .where(eq(pointAccounts.memberId, member.id));
  if (points > 0) {
    await tx.insert(pointTransactions).values({
      memberId: member.id,
      kind: 'earned',
      amount: points,
      balanceAfter: balance,
      validBet,
      createdAt: at,
    });
  }
  return balance;
}

/** The member's points, with every settled bet counted. */
export async function pointBalanceOf(db: Database, member: Pick<Member, 'id' | 'merchantId'>, at: Date) {
  const settings = await settingsOf(db, member.merchantId);
  return db.transaction(async (tx) => accrue(tx, member, settings, await lockAccount(tx, member.id, at), at));
}

/**
 * Takes `points` from the locked account by a conditional update (the balance must cover them) and writes the ledger
 * row; throws `point_balance_not_enough` (rolling back) when it does not.
 */
async function spend(
  tx: Transaction,
  memberId: number,
  points: number,
  row: { kind: PointTransactionKind; redemptionId?: number; walletTransactionId?: number },
  at: Date,
): Promise<number> {
  const [after] = await tx
    .update(pointAccounts)
    .set({ balance: sql`${pointAccounts.balance} - ${points}`, updatedAt: at })
    .where(and(eq(pointAccounts.memberId, memberId), gte(pointAccounts.balance, points)))
    .returning({ balance: pointAccounts.balance });
  if (!after) {
    const [now] = await tx
      .select({ balance: pointAccounts.balance })
      .from(pointAccounts)
      .where(eq(pointAccounts.memberId, memberId));
    throw pointErrors.balanceNotEnough(points, now?.balance ?? 0);
  }
  await tx
    .insert(pointTransactions)
    .values({ memberId, ...row, amount: -points, balanceAfter: after.balance, createdAt: at });
  return after.balance;
}

/** Adds `points` to the locked account with its ledger row; answers the balance after. */
async function add(
  tx: Transaction,
  memberId: number,
  points: number,
  row: { kind: PointTransactionKind; redemptionId?: number; note?: string },
  at: Date,
): Promise<number> {
  const [after] = await tx
    .update(pointAccounts)
    .set({ balance: sql`${pointAccounts.balance} + ${points}`, updatedAt: at })
    .where(eq(pointAccounts.memberId, memberId))
    .returning({ balance: pointAccounts.balance });
  if (!after) throw new Error('the point account was not opened');
  await tx
    .insert(pointTransactions)
    .values({ memberId, ...row, amount: points, balanceAfter: after.balance, createdAt: at });
  return after.balance;
}

export interface RedeemRequest {
  member: Pick<Member, 'id' | 'merchantId'>;
  rewardId: number | undefined;
  quantity: number;
  redeemType?: string | undefined;
  province?: string | undefined;
  remarks?: string | undefined;
  idempotencyKey: string;
  at: Date;
}

export type RedeemResult = {
  redeemId: number;
  status: 'PROCESSING';
  pointAmount: number;
  pointBalance: number;
};

/**
 * Redeems `quantity` of a reward of the member's merchant, once per idempotency key: in one transaction, the point
 * account locked, the reward's inventory taken by a conditional update (never below zero), the points by another,
 * the redemption written `processing` with its ledger row. Any refusal rolls everything back.
 */
export async function redeem(db: Database, request: RedeemRequest): Promise<RedeemResult> {
  const { member, rewardId, quantity, idempotencyKey, at } = request;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxRedeemQuantity) throw pointErrors.quantityInvalid();
  const settings = await settingsOf(db, member.merchantId);
  const reward = rewardId === undefined ? undefined : await rewardOf(db, member.merchantId, rewardId);
  if (!reward) throw pointErrors.rewardNotFound();
  const province = request.province?.trim() ?? '';
  const remarks = request.remarks?.trim() ?? '';
  if (reward.type === 'PHYSICAL' && !province) throw pointErrors.addressRequired();
  const fingerprint = `redeemPointReward:${reward.id}:${quantity}:${province}:${remarks}`;
  return db.transaction(async (tx) =>
    once(tx, { memberId: member.id, key: idempotencyKey, fingerprint, at }, async () => {
      const account = await lockAccount(tx, member.id, at);
      const balance = await accrue(tx, member, settings, account, at);
      const points = reward.price * quantity;
      const [taken] = await tx
        .update(pointRewards)
        .set({ inventory: sql`${pointRewards.inventory} - ${quantity}` })
        .where(and(eq(pointRewards.id, reward.id), gte(pointRewards.inventory, quantity)))
        .returning({ inventory: pointRewards.inventory });
      if (!taken) {
        const [left] = await tx
          .select({ inventory: pointRewards.inventory })
          .from(pointRewards)
          .where(eq(pointRewards.id, reward.id));
        throw pointErrors.inventoryNotEnough(left?.inventory ?? 0);
      }
      if (balance < points) throw pointErrors.balanceNotEnough(points, balance);
      const [made] = await tx
        .insert(pointRedemptions)
        .values({
          memberId: member.id,
          rewardId: reward.id,
          quantity,
          points,
          status: 'processing',
          redeemType: request.redeemType?.trim().slice(0, 40) || reward.type,
          province: province ? province.slice(0, maxAddressLength) : null,
          remarks: remarks ? remarks.slice(0, maxAddressLength) : null,
          createdAt: at,
        })
        .returning({ id: pointRedemptions.id });
      if (!made) throw new Error('the redemption was not written');
      const after = await spend(tx, member.id, points, { kind: 'redeemed', redemptionId: made.id }, at);
      return { redeemId: made.id, status: 'PROCESSING' as const, pointAmount: points, pointBalance: after };
    }),
  );
}

export interface ConvertResult {
  pointAmount: number;
  /** Hundredths of the merchant's currency credited to the main wallet. */
  amount: Cents;
  pointBalance: number;
}

/**
 * Converts `points` into money in the main wallet at the merchant's rate, once per idempotency key: in one
 * transaction, after the main wallet's lock that every money movement takes first, then the point account's; the
 * points taken by a conditional update with their `converted` row, the money credited with its `points` wallet row.
 */
export async function convert(
  db: Database,
  request: {
    member: Pick<Member, 'id' | 'merchantId'>;
    merchant: Pick<Merchant, 'currency'>;
    points: number;
    idempotencyKey: string;
    at: Date;
  },
): Promise<ConvertResult> {
  const { member, merchant, points, idempotencyKey, at } = request;
  const settings = await settingsOf(db, member.merchantId);
  if (!Number.isSafeInteger(points) || points < settings.minConvert || points > 1_000_000_000) {
    throw pointErrors.amountInvalid(settings.minConvert);
  }
  const money = points * settings.pointValue;
  return db.transaction(async (tx) =>
    once(tx, { memberId: member.id, key: idempotencyKey, fingerprint: `convertPoint:${points}`, at }, async () => {
      await tx
        .insert(wallets)
        .values({ memberId: member.id, currency: merchant.currency, balance: 0, updatedAt: at })
        .onConflictDoNothing();
      await lockMain(tx, member.id);
      const account = await lockAccount(tx, member.id, at);
      const balance = await accrue(tx, member, settings, account, at);
      if (balance < points) throw pointErrors.balanceNotEnough(points, balance);
      const balanceAfter = await credit(
        tx,
        { memberId: member.id, accountTypeId: mainWalletTypeId, currency: merchant.currency },
        money,
        at,
      );
      const [ledger] = await tx
        .insert(walletTransactions)
        .values({ memberId: member.id, kind: 'points', amount: money, balanceAfter, createdAt: at })
        .returning({ id: walletTransactions.id });
      if (!ledger) throw new Error('the conversion ledger row was not written');
      const after = await spend(tx, member.id, points, { kind: 'converted', walletTransactionId: ledger.id }, at);
      return { pointAmount: points, amount: money, pointBalance: after };
    }),
  );
}

/**
 * The merchant's decision on a processing redemption: `approve` makes it final; `reject` gives the points back (a
 * `redemption_returned` row) and the items back to the catalogue, in one transaction. Answers undefined when the
 * merchant has no processing redemption of that id.
 */
export async function decideRedemption(
  db: Database,
  request: { merchantId: number; id: number; action: 'approve' | 'reject'; at: Date },
): Promise<{ id: number; status: RedemptionStatus } | undefined> {
  const { merchantId, id, action, at } = request;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ memberId: pointRedemptions.memberId })
      .from(pointRedemptions)
      .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
      .where(and(eq(pointRedemptions.id, id), eq(pointRewards.merchantId, merchantId)));
    if (!found) return undefined;
    // The member's account first, as every points movement locks it, then the redemption's row by its status.
    await lockAccount(tx, found.memberId, at);
    const status: RedemptionStatus = action === 'approve' ? 'approved' : 'rejected';
    const [decided] = await tx
      .update(pointRedemptions)
      .set({ status, decidedAt: at })
      .where(and(eq(pointRedemptions.id, id), eq(pointRedemptions.status, 'processing')))
      .returning();
    if (!decided) return undefined;
    if (status === 'rejected') {
      await tx
        .update(pointRewards)
        .set({ inventory: sql`${pointRewards.inventory} + ${decided.quantity}` })
        .where(eq(pointRewards.id, decided.rewardId));
      await add(tx, decided.memberId, decided.points, { kind: 'redemption_returned', redemptionId: decided.id }, at);
    }
    return { id: decided.id, status };
  });
}

/** The merchant gives a member points (a `given` row): a tester's way to a balance. Answers the balance after. */
export async function givePoints(
  db: Database,
  request: { member: Pick<Member, 'id' | 'merchantId'>; points: number; note?: string; at: Date },
): Promise<number> {
  const { member, points, at } = request;
  const settings = await settingsOf(db, member.merchantId);
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, member.id, at);
    await accrue(tx, member, settings, account, at);
    return add(tx, member.id, points, { kind: 'given', ...(request.note ? { note: request.note } : {}) }, at);
  });
}

/** A reward of the merchant's catalogue by id, or undefined. */
export async function rewardOf(
  db: Database | Transaction,
  merchantId: number,
  id: number,
): Promise<PointReward | undefined> {
  const [row] = await db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.id, id), eq(pointRewards.merchantId, merchantId)));
  return row;
}

/** One page of the merchant's catalogue of a type, in its order. */
export async function catalogueOf(
  db: Database,
  query: { merchantId: number; type: PointRewardType; page: number; size: number },
): Promise<{ rows: PointReward[]; total: number }> {
  const { merchantId, type, page, size } = query;
  const where = and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.type, type));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointRewards)
      .where(where)
      .orderBy(asc(pointRewards.sort), asc(pointRewards.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(pointRewards).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A page of the member's redemptions in `range`, newest first, of a status or all; each with its reward. */
export async function redemptionsOf(
  db: Database,
  query: { memberId: number; range: DateRange; status?: RedemptionStatus; page: number; size: number },
) {
  const { memberId, range, status, page, size } = query;
  const where = and(
    eq(pointRedemptions.memberId, memberId),
    gte(pointRedemptions.createdAt, range.from),
    lt(pointRedemptions.createdAt, range.to),
    status ? eq(pointRedemptions.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ redemption: pointRedemptions, reward: pointRewards })
      .from(pointRedemptions)
      .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
      .where(where)
      .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(pointRedemptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A page of the member's point ledger in `range` (from and to optional), newest first. */
export async function pointLedgerOf(
  db: Database,
  query: { memberId: number; from?: Date | undefined; to?: Date | undefined; page: number; size: number },
) {
  const { memberId, from, to, page, size } = query;
  const where = and(
    eq(pointTransactions.memberId, memberId),
    from ? gte(pointTransactions.createdAt, from) : undefined,
    to ? lt(pointTransactions.createdAt, to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointTransactions)
      .where(where)
      .orderBy(desc(pointTransactions.createdAt), desc(pointTransactions.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(pointTransactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
