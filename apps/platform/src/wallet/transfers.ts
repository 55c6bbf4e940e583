import { randomUUID } from 'node:crypto';
import { errorCodes } from '@lobby/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  idempotencyKeys,
  merchantWallets,
  vendorWallets,
  walletTransactions,
  wallets,
  type Merchant,
  type MerchantWallet,
  type WalletTransactionKind,
} from '../db/schema';
import { ApiError } from '../lib/apiError';
import type { Cents } from './money';
import { mainWalletTypeId } from './wallets';

// Vendor wallets and the transfers between them and the main wallet (contract §2.7). Every movement runs in one
// transaction: the main wallet's row is locked first (one lock order, so opposite transfers cannot deadlock), each
// debit is a conditional update (`balance >= amount`) and both halves are written to the ledger.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Transaction type ids of the transfer log (`ODSFE2_MemTransDet`), seen from the main wallet. */
export const transferTxTypes = { intoMain: 8102, outOfMain: 8202 } as const;

export const transferErrors = {
  singleWallet: () =>
    new ApiError(400, errorCodes.singleWalletMerchant, 'This site keeps one wallet: there is nothing to transfer.'),
  walletNotFound: (field: string) =>
    new ApiError(400, errorCodes.walletNotFound, 'This wallet is not offered here.', { field }),
  notAllowed: () =>
    new ApiError(
      400,
      errorCodes.transferNotAllowed,
      'Transfers go between the main wallet and one game wallet. Please choose the main wallet on one side.',
    ),
  amountInvalid: () =>
    new ApiError(400, errorCodes.transferAmountInvalid, 'Please enter an amount above 0 with at most two decimals.', {
      field: 'amount',
    }),
  balanceNotEnough: () =>
    new ApiError(
      400,
      errorCodes.transferBalanceNotEnough,
      'The balance of the wallet you transfer from is not enough.',
    ),
  underMaintenance: (wallet: MerchantWallet) =>
    new ApiError(400, errorCodes.vendorUnderMaintenance, `${wallet.displayName} is under maintenance.`, {
      content: { data: { maintainTime: wallet.statusSince.getTime(), endTime: null } },
    }),
  keyRequired: () =>
    new ApiError(
      400,
      errorCodes.idempotencyKeyRequired,
      'This call moves money: send an Idempotency-Key header, the same for any retry of it.',
    ),
  keyReused: () =>
    new ApiError(
      422,
      errorCodes.idempotencyKeyReused,
      'This Idempotency-Key was used for another request. Make a new key for a new transfer.',
    ),
  accessDenied: () => new ApiError(403, errorCodes.accessDenied, 'This action is not allowed.'),
  uplineNotFound: () => new ApiError(400, errorCodes.uplineNotFound, 'Your account has no upline to transfer to.'),
};

const keyPattern = /^[A-Za-z0-9._:-]{8,100}$/;

/** The `Idempotency-Key` header of a money-moving call, or a refusal when it is missing or not a plain token. */
export function idempotencyKeyOf(header: string | undefined): string {
  const key = header?.trim();
  if (!key) throw transferErrors.keyRequired();
  if (!keyPattern.test(key)) {
    throw new ApiError(
      400,
      errorCodes.validationFailed,
      'The Idempotency-Key header is 8 to 100 letters, digits or ._:- characters (a UUID fits).',
      { field: 'Idempotency-Key' },
    );
  }
  return key;
}

/**
 * Runs `work` once per member and key: the key is claimed in the caller's transaction before the work, and its answer
 * stored after it. A concurrent call with the same key waits on the claim (PostgreSQL holds the second insert until
 * the first transaction ends) and then answers the stored value; a key of another request is refused. When `work`
 * throws, the transaction rolls the claim back with everything else, and a retry is judged afresh.
 */
export async function once<T>(
  tx: Transaction,
  claim: { memberId: number; key: string; fingerprint: string; at: Date },
  work: () => Promise<T>,
): Promise<T> {
  const { memberId, key, fingerprint, at } = claim;
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ memberId, key, fingerprint, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [stored] = await tx
      .select({ fingerprint: idempotencyKeys.fingerprint, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
    if (!stored || stored.fingerprint !== fingerprint) throw transferErrors.keyReused();
    // Written by this same code with `work`'s answer.
    return stored.response as T;
  }
  const answer = await work();
  await tx
    .update(idempotencyKeys)
    .set({ response: answer })
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
  return answer;
}

/** The vendor wallets a merchant offers, in display order; none for a single-wallet merchant. */
export function offeredWallets(db: Database | Transaction, merchant: Merchant): Promise<MerchantWallet[]> {
  if (merchant.singleWallet) return Promise.resolve([]);
  return db
    .select()
    .from(merchantWallets)
    .where(eq(merchantWallets.merchantId, merchant.id))
    .orderBy(asc(merchantWallets.sort), asc(merchantWallets.accountTypeId));
}

export interface WalletBalance {
  accountTypeId: number;
  accountName: string;
  displayName: string;
  balance: Cents;
  status: string;
}

export const mainWalletNames = { accountName: 'MAIN', displayName: 'Main Wallet' } as const;

/** The member's main wallet and each vendor wallet the merchant offers (0 where none is open yet). */
export async function walletBalances(db: Database, memberId: number, merchant: Merchant): Promise<WalletBalance[]> {
  const [main] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId));
  const offered = await offeredWallets(db, merchant);
  const held = offered.length
    ? await db
        .select({ accountTypeId: vendorWallets.accountTypeId, balance: vendorWallets.balance })
        .from(vendorWallets)
        .where(eq(vendorWallets.memberId, memberId))
    : [];
  const balanceOf = new Map(held.map((row) => [row.accountTypeId, row.balance]));
  return [
    { accountTypeId: mainWalletTypeId, ...mainWalletNames, balance: main?.balance ?? 0, status: 'OK' },
    ...offered.map((wallet) => ({
      accountTypeId: wallet.accountTypeId,
      accountName: wallet.accountName,
      displayName: wallet.displayName,
      balance: balanceOf.get(wallet.accountTypeId) ?? 0,
      status: wallet.status,
    })),
  ];
}

/** Locks the member's main wallet row: every movement takes it first, so concurrent ones queue in one order. */
export async function lockMain(tx: Transaction, memberId: number): Promise<void> {
  await tx.select({ memberId: wallets.memberId }).from(wallets).where(eq(wallets.memberId, memberId)).for('update');
}

/**
 * Locks the main wallet rows of several members in member id order: every movement between members takes them so, and
 * two movements over the same members, in whichever direction, queue instead of deadlocking.
 */
export async function lockMains(tx: Transaction, memberIds: readonly number[]): Promise<void> {
  await tx
    .select({ memberId: wallets.memberId })
    .from(wallets)
    .where(inArray(wallets.memberId, [...memberIds]))
    .orderBy(asc(wallets.memberId))
    .for('update');
}

/** Takes `amount` from one wallet where its balance covers it; answers the balance after, or undefined. */
async function debit(
  tx: Transaction,
  memberId: number,
  accountTypeId: number,
  amount: Cents,
  at: Date,
): Promise<Cents | undefined> {
  if (accountTypeId === mainWalletTypeId) {
    const [row] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} - ${amount}`, updatedAt: at })
      .where(and(eq(wallets.memberId, memberId), gte(wallets.balance, amount)))
      .returning({ balance: wallets.balance });
    return row?.balance;
  }
  const [row] = await tx
    .update(vendorWallets)
    .set({ balance: sql`${vendorWallets.balance} - ${amount}`, updatedAt: at })
    .where(
      and(
        eq(vendorWallets.memberId, memberId),
        eq(vendorWallets.accountTypeId, accountTypeId),
        gte(vendorWallets.balance, amount),
      ),
    )
    .returning({ balance: vendorWallets.balance });
  return row?.balance;
}

/** Adds `amount` to one wallet, opening it (in the merchant's currency, for the main wallet) if the member has none. */
export async function credit(
  tx: Transaction,
  wallet: { memberId: number; accountTypeId: number; currency: string },
  amount: Cents,
  at: Date,
): Promise<Cents> {
  const { memberId, accountTypeId, currency } = wallet;
  if (accountTypeId === mainWalletTypeId) {
    const [row] = await tx
      .insert(wallets)
      .values({ memberId, currency, balance: amount, updatedAt: at })
      .onConflictDoUpdate({
        target: wallets.memberId,
        set: { balance: sql`${wallets.balance} + ${amount}`, updatedAt: at },
      })
      .returning({ balance: wallets.balance });
    if (!row) throw new Error('a credit to the main wallet wrote no row');
    return row.balance;
  }
  const [row] = await tx
    .insert(vendorWallets)
    .values({ memberId, accountTypeId, balance: amount, updatedAt: at })
    .onConflictDoUpdate({
      target: [vendorWallets.memberId, vendorWallets.accountTypeId],
      set: { balance: sql`${vendorWallets.balance} + ${amount}`, updatedAt: at },
    })
    .returning({ balance: vendorWallets.balance });
  if (!row) throw new Error('a credit to a vendor wallet wrote no row');
  return row.balance;
}

/**
 * Moves `amount` from one wallet to the other and writes both halves to the ledger under one transfer id; throws
 * `balanceNotEnough` (rolling everything back) when the source cannot cover it.
 */
async function move(
  tx: Transaction,
  movement: { memberId: number; from: number; to: number; amount: Cents; currency: string; at: Date },
): Promise<void> {
  const { memberId, from, to, amount, currency, at } = movement;
  const fromAfter = await debit(tx, memberId, from, amount, at);
  if (fromAfter === undefined) throw transferErrors.balanceNotEnough();
  const toAfter = await credit(tx, { memberId, accountTypeId: to, currency }, amount, at);
  const transferId = randomUUID();
  const half = (kind: WalletTransactionKind, accountTypeId: number, counterpartTypeId: number) => ({
    memberId,
    kind,
    accountTypeId,
    counterpartTypeId,
    transferId,
    createdAt: at,
  });
  await tx.insert(walletTransactions).values([
    { ...half('transfer_out', from, to), amount: -amount, balanceAfter: fromAfter },
    { ...half('transfer_in', to, from), amount, balanceAfter: toAfter },
  ]);
}

/** A wallet id of the wire (`"2"`, `21`) as a number, or undefined when it is not a whole number. */
export function accountTypeIdOf(value: string | number): number | undefined {
  const id = typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

export interface TransferRequest {
  memberId: number;
  merchant: Merchant;
  from: string | number;
  to: string | number;
  /** Hundredths, already checked to be positive. */
  amount: Cents;
  idempotencyKey: string;
  at: Date;
}

/**
 * One transfer between the main wallet and a vendor wallet of the merchant, answered with the amount moved. Refused
 * (nothing written) for a single-wallet merchant, a wallet not offered, vendor to vendor, a vendor under maintenance
 * or a source that cannot cover it. The same idempotency key again answers the first answer and moves nothing.
 */
export async function transfer(db: Database, request: TransferRequest): Promise<{ successAmount: Cents }> {
  const { memberId, merchant, amount, idempotencyKey, at } = request;
  if (merchant.singleWallet) throw transferErrors.singleWallet();
  const from = accountTypeIdOf(request.from);
  const to = accountTypeIdOf(request.to);
  const offered = await offeredWallets(db, merchant);
  const vendorOf = (id: number | undefined) => offered.find((wallet) => wallet.accountTypeId === id);
  if (from !== mainWalletTypeId && !vendorOf(from)) throw transferErrors.walletNotFound('fromAccountTypeId');
  if (to !== mainWalletTypeId && !vendorOf(to)) throw transferErrors.walletNotFound('toAccountTypeId');
  if (from === undefined || to === undefined) throw transferErrors.walletNotFound('fromAccountTypeId');
  if ((from === mainWalletTypeId) === (to === mainWalletTypeId)) throw transferErrors.notAllowed();
  const vendor = vendorOf(from === mainWalletTypeId ? to : from);
  if (vendor && vendor.status !== 'OK') throw transferErrors.underMaintenance(vendor);

  const fingerprint = `walletTransfer:${from}:${to}:${amount}`;
  return db.transaction(async (tx) =>
    once(tx, { memberId, key: idempotencyKey, fingerprint, at }, async () => {
      await lockMain(tx, memberId);
      await move(tx, { memberId, from, to, amount, currency: merchant.currency, at });
      return { successAmount: amount };
    }),
  );
}

/**
 * Recall all: every vendor wallet of the member that holds money and takes transfers goes back to the main wallet, in
 * one transaction; a vendor under maintenance keeps its balance until it is back. Answers the amount recalled.
 */
export async function recallAll(
  db: Database,
  request: { memberId: number; merchant: Merchant; idempotencyKey: string; at: Date },
): Promise<{ successAmount: Cents }> {
  const { memberId, merchant, idempotencyKey, at } = request;
  if (merchant.singleWallet) throw transferErrors.singleWallet();
  const open = (await offeredWallets(db, merchant)).filter((wallet) => wallet.status === 'OK');
  return db.transaction(async (tx) =>
    once(tx, { memberId, key: idempotencyKey, fingerprint: 'walletReturn', at }, async () => {
      await lockMain(tx, memberId);
      if (!open.length) return { successAmount: 0 };
      const held = await tx
        .select({ accountTypeId: vendorWallets.accountTypeId, balance: vendorWallets.balance })
        .from(vendorWallets)
        .where(
          and(
            eq(vendorWallets.memberId, memberId),
            inArray(
              vendorWallets.accountTypeId,
              open.map((wallet) => wallet.accountTypeId),
            ),
            gt(vendorWallets.balance, 0),
          ),
        )
        .orderBy(asc(vendorWallets.accountTypeId))
        .for('update');
      let recalled = 0;
      for (const { accountTypeId, balance } of held) {
        await move(tx, {
          memberId,
          from: accountTypeId,
          to: mainWalletTypeId,
          amount: balance,
          currency: merchant.currency,
          at,
        });
        recalled += balance;
      }
      return { successAmount: recalled };
    }),
  );
}

export interface TransferLogQuery {
  memberId: number;
  /** Transaction types wanted (8102, 8202); undefined for both. */
  txTypeIds?: readonly number[];
  from?: Date;
  to?: Date;
  /** 1-based. */
  page: number;
  size: number;
}

export interface TransferLogRow {
  at: Date;
  amount: Cents;
  txTypeId: number;
  /** The vendor wallet on the other side. */
  counterpartTypeId: number;
}

/** The member's transfers as the main wallet saw them, newest first, one page of them, with the number of all. */
export async function transferLog(
  db: Database,
  query: TransferLogQuery,
): Promise<{ rows: TransferLogRow[]; total: number }> {
  const kinds: WalletTransactionKind[] = [];
  const wanted = query.txTypeIds ?? [transferTxTypes.intoMain, transferTxTypes.outOfMain];
  if (wanted.includes(transferTxTypes.intoMain)) kinds.push('transfer_in');
  if (wanted.includes(transferTxTypes.outOfMain)) kinds.push('transfer_out');
  if (!kinds.length) return { rows: [], total: 0 };
  const conditions: SQL[] = [
    eq(walletTransactions.memberId, query.memberId),
    eq(walletTransactions.accountTypeId, mainWalletTypeId),
    inArray(walletTransactions.kind, kinds),
  ];
  if (query.from) conditions.push(gte(walletTransactions.createdAt, query.from));
  if (query.to) conditions.push(lte(walletTransactions.createdAt, query.to));
  const where = and(...conditions);
  const [counted] = await db.select({ n: count() }).from(walletTransactions).where(where);
  const rows = await db
    .select({
      at: walletTransactions.createdAt,
      amount: walletTransactions.amount,
      kind: walletTransactions.kind,
      counterpartTypeId: walletTransactions.counterpartTypeId,
    })
    .from(walletTransactions)
    .where(where)
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    total: counted?.n ?? 0,
    rows: rows.map((row) => ({
      at: row.at,
      amount: Math.abs(row.amount),
      txTypeId: row.kind === 'transfer_in' ? transferTxTypes.intoMain : transferTxTypes.outOfMain,
      counterpartTypeId: row.counterpartTypeId ?? mainWalletTypeId,
    })),
  };
}
