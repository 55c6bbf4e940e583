import { randomBytes } from 'node:crypto';
import { errorCodes } from '@lobby/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  depositReceipts,
  deposits,
  memberTurnover,
  merchantDepositChannels,
  merchantDepositSettings,
  walletTransactions,
  type Deposit,
  type DepositChannel,
  type DepositStatus,
  type Member,
  type Merchant,
  type MerchantDepositSettings,
} from '../db/schema';
import { ApiError } from '../lib/apiError';
import { notifyMember } from '../realtime/publish';
import { checkDepositLimits } from './depositLimits';
import { toWire, type Cents } from './money';
import { credit, lockMain, once, type Transaction } from './transfers';
import { mainWalletTypeId } from './wallets';

// Deposits into the main wallet (contract §5.3): online through a payment gateway's page, or by bank transfer to the
// merchant's account, approved by the merchant. A deposit is made pending (within the member's deposit limits, judged
// with the main wallet's row locked so that concurrent deposits queue) and credited once: the status leaves `pending`
// by a conditional update in the same transaction as the credit, its ledger row and the member's deposit total.

export const depositErrors = {
  notAllowed: (settings: MerchantDepositSettings | undefined) =>
    new ApiError(400, errorCodes.depositNotAllowed, settings?.depositOffMessage ?? 'Deposits are closed for now.', {
      data: { depositOffMessage: settings?.depositOffMessage ?? 'Deposits are closed for now.' },
    }),
  amountInvalid: () =>
    new ApiError(400, errorCodes.depositAmountInvalid, 'Please enter an amount above 0 with at most two decimals.', {
      field: 'amount',
    }),
  overMaximum: (channel: DepositChannel) =>
    new ApiError(400, errorCodes.depositAmountExceed, 'deposit amount must not be exceed', {
      field: 'amount',
      data: { maxAmount: toWire(channel.maximumAmount) },
    }),
  underMinimum: (channel: DepositChannel) =>
    new ApiError(
      400,
      errorCodes.depositAmountBelowMinimum,
      `The smallest deposit of this channel is ${toWire(channel.minimumAmount)}.`,
      { field: 'amount', data: { minAmount: toWire(channel.minimumAmount) } },
    ),
  channelNotFound: () =>
    new ApiError(400, errorCodes.depositChannelNotFound, 'This deposit channel is not offered here.', {
      field: 'bankCode',
    }),
  notFound: () =>
    new ApiError(404, errorCodes.depositNotFound, 'This deposit is not among yours.', { field: 'depositId' }),
  notPending: () =>
    new ApiError(400, errorCodes.depositNotPending, 'This deposit is already settled.', { field: 'depositId' }),
};

/** The merchant's deposit settings; undefined where it takes no deposits. */
export async function depositSettingsOf(
  db: Database,
  merchant: Merchant,
): Promise<MerchantDepositSettings | undefined> {
  const [row] = await db
    .select()
    .from(merchantDepositSettings)
    .where(eq(merchantDepositSettings.merchantId, merchant.id));
  return row;
}

/** The merchant's deposit channels, by method then in display order. */
export function channelsOf(db: Database, merchant: Merchant): Promise<DepositChannel[]> {
  return db
    .select()
    .from(merchantDepositChannels)
    .where(eq(merchantDepositChannels.merchantId, merchant.id))
    .orderBy(asc(merchantDepositChannels.method), asc(merchantDepositChannels.sort), asc(merchantDepositChannels.id));
}

/** The member's successful deposits. */
export async function successCountOf(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'successful')));
  return row?.n ?? 0;
}

export interface DepositRequest {
  member: Member;
  channel: DepositChannel;
  amount: Cents;
  remark?: string | null;
  promotionId?: number | null;
  idempotencyKey: string;
  at: Date;
}

/**
 * A new pending deposit through `channel`, within the member's deposit limits (judged with the main wallet's row
 * locked, so two deposits at once cannot both pass a limit), in one transaction with its idempotency key: the same key
 * again answers the first deposit and makes none. An online deposit gets the token of its payment page.
 */
export async function createDeposit(db: Database, request: DepositRequest): Promise<Deposit> {
  const { member, channel, amount, idempotencyKey, at } = request;
  const fingerprint = `deposit:${channel.id}:${amount}:${request.promotionId ?? ''}`;
  const created = await db.transaction(async (tx) =>
    once(tx, { memberId: member.id, key: idempotencyKey, fingerprint, at }, async () => {
      await lockMain(tx, member.id);
      await checkDepositLimits(tx, member.id, amount, at);
      const [row] = await tx
        .insert(deposits)
        .values({
          memberId: member.id,
          merchantId: member.merchantId,
          method: channel.method,
          channelId: channel.id,
          bankName: channel.bankName,
          amount,
          remark: request.remark ?? null,
          promotionId: request.promotionId ?? null,
          payToken: channel.method === 'PG' ? randomBytes(24).toString('base64url') : null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!row) throw new Error('a deposit was not stored');
      return row;
    }),
  );
  return reviveDates(created);
}

/** A deposit read back from a stored idempotent answer (JSON) has its dates as strings. */
function reviveDates(row: Deposit): Deposit {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    taskCreatedAt: row.taskCreatedAt === null ? null : new Date(row.taskCreatedAt),
  };
}

/**
 * Settles a pending deposit in the caller's transaction: `successful` credits the main wallet (a `deposit` ledger row)
 * and adds to the member's deposit total and required turnover; `failed` moves nothing. The status leaves `pending` by a conditional update, so of
 * any number of settlements at once exactly one happens; the others answer undefined. The member's pages are told
 * (`DEPOSIT`) when it commits.
 */
async function settle(
  tx: Transaction,
  deposit: Pick<Deposit, 'id' | 'memberId'>,
  outcome: Exclude<DepositStatus, 'pending'>,
  currency: string,
  at: Date,
): Promise<Deposit | undefined> {
  await lockMain(tx, deposit.memberId);
  const [settled] = await tx
    .update(deposits)
    .set({ status: outcome, updatedAt: at })
    .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'pending')))
    .returning();
  if (!settled) return settled;
  await notifyMember(tx, settled.memberId, 'DEPOSIT', {
    amount: toWire(settled.amount),
    time: at.getTime(),
    success: outcome === 'successful',
  });
  if (outcome === 'failed') return settled;
  const balanceAfter = await credit(
    tx,
    { memberId: settled.memberId, accountTypeId: mainWalletTypeId, currency },
    settled.amount,
    at,
  );
  await tx.insert(walletTransactions).values({
    memberId: settled.memberId,
    kind: 'deposit',
    amount: settled.amount,
    balanceAfter,
    depositId: settled.id,
    createdAt: at,
  });
  // A deposit must be played through once before it can be withdrawn (the usual anti-money-laundering rule).
  await tx
    .insert(memberTurnover)
    .values({
      memberId: settled.memberId,
      depositTotal: settled.amount,
      requiredTurnover: settled.amount,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: memberTurnover.memberId,
      set: {
        depositTotal: sql`${memberTurnover.depositTotal} + ${settled.amount}`,
        requiredTurnover: sql`${memberTurnover.requiredTurnover} + ${settled.amount}`,
        updatedAt: at,
      },
    });
  return settled;
}

/** The online deposit whose payment page has this token, with its merchant; undefined for none. */
export async function depositOfToken(db: Database, token: string): Promise<Deposit | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const [row] = await db.select().from(deposits).where(eq(deposits.payToken, token));
  return row;
}

/**
 * The payment page's answer: pay (the deposit succeeds) or cancel (it fails), once per idempotency key of the page;
 * a deposit already settled stays as it is. Answers the deposit's status afterwards.
 */
export async function answerPayment(
  db: Database,
  answer: { deposit: Deposit; pay: boolean; idempotencyKey: string; currency: string; at: Date },
): Promise<DepositStatus> {
  const { deposit, pay, idempotencyKey, currency, at } = answer;
  const fingerprint = `pay:${deposit.id}:${pay ? 'pay' : 'cancel'}`;
  return db.transaction(async (tx) =>
    once(tx, { memberId: deposit.memberId, key: idempotencyKey, fingerprint, at }, async () => {
      const settled = await settle(tx, deposit, pay ? 'successful' : 'failed', currency, at);
      if (settled) return settled.status;
      const [now] = await tx.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, deposit.id));
      return now?.status ?? deposit.status;
    }),
  );
}

/**
 * The merchant's decision on a pending deposit (dev endpoints): approve (credited once) or reject. Answers undefined
 * when the deposit is not of this merchant or no longer pending.
 */
export async function decideDeposit(
  db: Database,
  decision: { merchant: Merchant; id: number; approve: boolean; at: Date },
): Promise<Deposit | undefined> {
  const { merchant, id, approve, at } = decision;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: deposits.id, memberId: deposits.memberId })
      .from(deposits)
      .where(and(eq(deposits.id, id), eq(deposits.merchantId, merchant.id)));
    if (!row) return undefined;
    return settle(tx, row, approve ? 'successful' : 'failed', merchant.currency, at);
  });
}

/** An id of the wire as a positive whole number, or undefined. */
export function depositIdOf(value: string | number): number | undefined {
  const id = typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** One of the member's own deposits; another member's answers as none (`deposit_not_found`). */
export async function ownDeposit(db: Database, member: Member, id: string | number): Promise<Deposit> {
  const depositId = depositIdOf(id);
  if (depositId === undefined) throw depositErrors.notFound();
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.memberId, member.id)));
  if (!row) throw depositErrors.notFound();
  return row;
}

/** A pending bank-transfer deposit of the member, or the refusal of one that is not. */
async function ownPendingTransfer(db: Database, member: Member, id: string | number): Promise<Deposit> {
  const deposit = await ownDeposit(db, member, id);
  if (deposit.method !== 'MT') throw depositErrors.notFound();
  if (deposit.status !== 'pending') throw depositErrors.notPending();
  return deposit;
}

/** The player says the transfer was made: the merchant's task to check it (the first time only counts). */
export async function createTask(db: Database, member: Member, id: string | number, at: Date): Promise<Deposit> {
  const deposit = await ownPendingTransfer(db, member, id);
  if (deposit.taskCreatedAt) return deposit;
  const [updated] = await db
    .update(deposits)
    .set({ taskCreatedAt: at, updatedAt: at })
    .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'pending')))
    .returning();
  if (!updated) throw depositErrors.notPending();
  return updated;
}

/** Stores (or replaces) the receipt picture of the member's pending bank-transfer deposit. */
export async function storeReceipt(
  db: Database,
  member: Member,
  id: string | number,
  picture: { contentType: string; data: Buffer; at: Date },
): Promise<Deposit> {
  const deposit = await ownPendingTransfer(db, member, id);
  const { contentType, data, at } = picture;
  await db
    .insert(depositReceipts)
    .values({ depositId: deposit.id, contentType, data, createdAt: at })
    .onConflictDoUpdate({ target: depositReceipts.depositId, set: { contentType, data, createdAt: at } });
  return deposit;
}

/** The receipt of one of the member's own deposits; `deposit_not_found` for none (or another member's). */
export async function receiptOf(
  db: Database,
  member: Member,
  id: string | number,
): Promise<{ depositId: number; contentType: string; data: Buffer }> {
  const deposit = await ownDeposit(db, member, id);
  const [row] = await db
    .select({ contentType: depositReceipts.contentType, data: depositReceipts.data })
    .from(depositReceipts)
    .where(eq(depositReceipts.depositId, deposit.id));
  if (!row) throw depositErrors.notFound();
  return { depositId: deposit.id, ...row };
}

/** The ids among `ids` whose deposit has a receipt. */
export async function withReceipts(db: Database, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: depositReceipts.depositId })
    .from(depositReceipts)
    .where(inArray(depositReceipts.depositId, ids));
  return new Set(rows.map((row) => row.id));
}

/** A bank transfer the player has not yet said was made (pending, no task): the records offer to continue it. */
export const awaitsPlayer = (deposit: Deposit): boolean =>
  deposit.method === 'MT' && deposit.status === 'pending' && deposit.taskCreatedAt === null;

/** Where the money of a bank transfer goes: the receiving account of its channel. */
export type ReceivingAccount = Pick<DepositChannel, 'accountName' | 'accountNumber' | 'bankBranch'>;

/** The receiving accounts of `transfers`, by deposit id (none for a deposit whose channel is gone). */
export async function receivingAccountsOf(db: Database, transfers: Deposit[]): Promise<Map<number, ReceivingAccount>> {
  const channelIds = [
    ...new Set(transfers.flatMap((deposit) => (deposit.channelId === null ? [] : [deposit.channelId]))),
  ];
  if (channelIds.length === 0) return new Map();
  const channels = await db
    .select({
      id: merchantDepositChannels.id,
      accountName: merchantDepositChannels.accountName,
      accountNumber: merchantDepositChannels.accountNumber,
      bankBranch: merchantDepositChannels.bankBranch,
    })
    .from(merchantDepositChannels)
    .where(inArray(merchantDepositChannels.id, channelIds));
  const byId = new Map(channels.map(({ id, ...account }) => [id, account]));
  return new Map(
    transfers.flatMap((deposit) => {
      const account = deposit.channelId === null ? undefined : byId.get(deposit.channelId);
      return account ? [[deposit.id, account] as const] : [];
    }),
  );
}

/** The member's deposits, newest first, one page of them, with the number of all. */
export async function depositsOf(
  db: Database,
  memberId: number,
  page: { page: number; size: number },
): Promise<{ rows: Deposit[]; total: number }> {
  const where = eq(deposits.memberId, memberId);
  const [counted] = await db.select({ n: count() }).from(deposits).where(where);
  const rows = await db
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { rows, total: counted?.n ?? 0 };
}
