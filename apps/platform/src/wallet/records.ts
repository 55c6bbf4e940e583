import { accountRecordTypes, errorCodes, recordLimits, type AccountRecordType } from '@lobby/contract';
import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  accountRecordRows,
  betRecords,
  deposits,
  games,
  members,
  merchantWallets,
  vendors,
  walletTransactions,
  withdrawals,
  type BetStatus,
  type WalletTransactionKind,
} from '../db/schema';
import { ApiError } from '../lib/apiError';
import type { Cents } from './money';

// The member centre's records: the betting record (one row of bet_records per round, per product) and the account
// record (the main wallet's ledger rows, with the deposits not credited yet). Both answer one page of a date range,
// newest first, through indexes on (member, product or kind, time) so a page stays fast in a long history.

/** The longest range, the page sizes: the contract's, which the member centre's forms check too. */
export const { maxRangeDays, defaultPageSize, maxPageSize } = recordLimits;
const dayMs = 24 * 60 * 60 * 1000;

export const recordErrors = {
  productUnknown: (product: string) =>
    new ApiError(
      400,
      errorCodes.productTypeUnknown,
      `There is no betting record of "${product}": choose RNG, LIVE, FISH, PVP, SPORTS, ELOTT or LOTT.`,
      { field: 'productType' },
    ),
  typeUnknown: (type: string) =>
    new ApiError(
      400,
      errorCodes.transactionTypeUnknown,
      `There is no account record type "${type}": choose one of ${accountRecordTypes.join(', ')}.`,
      { field: 'type' },
    ),
  dateUnreadable: (field: string) =>
    new ApiError(400, errorCodes.validationFailed, `Field "${field}" is not a date or time.`, { field }),
  rangeInvalid: () =>
    new ApiError(400, errorCodes.dateRangeInvalid, 'The end date is before the start date.', { field: 'endDate' }),
  rangeTooLong: () =>
    new ApiError(
      400,
      errorCodes.dateRangeTooLong,
      `Records are searched ${maxRangeDays} days at a time: please choose a shorter date range.`,
      { field: 'endDate' },
    ),
};

/** A date range: from its first instant up to (not including) `to`. */
export interface DateRange {
  from: Date;
  to: Date;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `2026-05-01` (a whole day, UTC), `2026-05-01 12:00:00` or ISO (that instant) or epoch milliseconds: the start of a
 * range, or with `end` the first instant after it (the day's end, or just after the instant).
 */
function instantOf(text: string, field: string, end: boolean): Date {
  const value = text.trim();
  const day = dayPattern.test(value);
  const at = /^\d{10,13}$/.test(value)
    ? new Date(Number(value))
    : new Date(day ? `${value}T00:00:00Z` : value.replace(' ', 'T'));
  if (!value || Number.isNaN(at.getTime())) throw recordErrors.dateUnreadable(field);
  if (!end) return at;
  return new Date(at.getTime() + (day ? dayMs : 1));
}

/** The range of a record's `startDate` and `endDate`, refused when the end is before the start or too far from it. */
export function rangeOf(startDate: string, endDate: string): DateRange {
  const from = instantOf(startDate, 'startDate', false);
  const to = instantOf(endDate, 'endDate', true);
  if (to.getTime() <= from.getTime()) throw recordErrors.rangeInvalid();
  if (to.getTime() - from.getTime() > maxRangeDays * dayMs) throw recordErrors.rangeTooLong();
  return { from, to };
}

/** Far beyond any history, and small enough that the offset stays an exact integer. */
const maxPage = 1_000_000;

/** `page` from 1 and `size` 1-100 (20 when absent), or a 400 naming the field. */
export function pageOf(page: number | undefined, size: number | undefined): { page: number; size: number } {
  const wanted = { page: page ?? 1, size: size ?? defaultPageSize };
  if (!Number.isInteger(wanted.page) || wanted.page < 1 || wanted.page > maxPage) {
    throw new ApiError(400, errorCodes.validationFailed, `Field "page" is 1 to ${maxPage}.`, { field: 'page' });
  }
  if (!Number.isInteger(wanted.size) || wanted.size < 1 || wanted.size > maxPageSize) {
    throw new ApiError(400, errorCodes.validationFailed, `Field "size" is 1 to ${maxPageSize}.`, { field: 'size' });
  }
  return wanted;
}

export interface BetHistoryRow {
  roundId: string;
  productType: string;
  vendor: string;
  vendorName: string | null;
  gameName: string | null;
  nodeId: number;
  betAt: Date;
  settledAt: Date | null;
  stake: Cents;
  validBet: Cents;
  payout: Cents;
  status: BetStatus;
}

export interface BetHistory {
  rows: BetHistoryRow[];
  total: number;
  totals: { stake: Cents; validBet: Cents; payout: Cents };
}

/**
 * A page of the member's bets of one product (and vendor), or of every product, in `range`, newest first, with the
 * filter's totals.
 */
export async function betHistory(
  db: Database,
  query: { memberId: number; productType?: string; vendor?: string; range: DateRange; page: number; size: number },
): Promise<BetHistory> {
  const { memberId, productType, vendor, range, page, size } = query;
  const where = and(
    eq(betRecords.memberId, memberId),
    productType ? eq(betRecords.productType, productType) : undefined,
    vendor ? eq(betRecords.vendor, vendor) : undefined,
    gte(betRecords.createdAt, range.from),
    lt(betRecords.createdAt, range.to),
  );
  // The page's rows are found on the index alone, then joined: a deep page skips rows without joining them.
  const pageIds = db
    .select({ id: betRecords.id })
    .from(betRecords)
    .where(where)
    .orderBy(desc(betRecords.createdAt), desc(betRecords.id))
    .limit(size)
    .offset((page - 1) * size);
  const [[totals], rows] = await Promise.all([
    db
      .select({
        n: count(),
        stake: sql<string>`coalesce(sum(${betRecords.stake}), 0)`,
        validBet: sql<string>`coalesce(sum(${betRecords.validBet}), 0)`,
        payout: sql<string>`coalesce(sum(${betRecords.payout}), 0)`,
      })
      .from(betRecords)
      .where(where),
    db
      .select({
        roundId: betRecords.roundId,
        productType: betRecords.productType,
        vendor: betRecords.vendor,
        vendorName: vendors.displayName,
        gameName: games.name,
        nodeId: betRecords.gameId,
        betAt: betRecords.createdAt,
        settledAt: betRecords.settledAt,
        stake: betRecords.stake,
        validBet: betRecords.validBet,
        payout: betRecords.payout,
        status: betRecords.status,
      })
      .from(betRecords)
      .leftJoin(games, eq(games.id, betRecords.gameId))
      .leftJoin(vendors, eq(vendors.id, games.vendorId))
      .where(inArray(betRecords.id, pageIds))
      .orderBy(desc(betRecords.createdAt), desc(betRecords.id)),
  ]);
  return {
    rows,
    total: totals?.n ?? 0,
    totals: {
      stake: Number(totals?.stake ?? 0),
      validBet: Number(totals?.validBet ?? 0),
      payout: Number(totals?.payout ?? 0),
    },
  };
}

/** The ledger kinds each account record type groups. */
export const kindsOfType: Record<AccountRecordType, readonly WalletTransactionKind[]> = {
  DEPOSIT: ['deposit'],
  WITHDRAWAL: ['withdrawal', 'withdrawal_return'],
  TRANSFER: ['transfer_in', 'transfer_out'],
  // Money between a member and the agent above or the members below: UPLINE_IN, UPLINE_OUT, DOWNLINE_IN, DOWNLINE_OUT.
  UPLINE: ['upline_in', 'upline_out', 'downline_in', 'downline_out'],
  BONUS: ['bonus'],
  REBATE: ['rebate'],
  // An agent's pay under a contract with the upline: DAILY_SALARY, HOURLY_SALARY, REALTIME_SALARY, DIVIDEND.
  SALARY: ['daily_salary', 'hourly_salary', 'realtime_salary', 'dividend'],
  ADJUSTMENT: ['adjustment', 'opening', 'points'],
  GAME: ['bet', 'win'],
};

const typeOfKind = new Map<WalletTransactionKind, AccountRecordType>(
  Object.entries(kindsOfType).flatMap(([type, kinds]) => kinds.map((kind) => [kind, type as AccountRecordType])),
);

/** How a movement reads within its type: `BET`, `PAYOUT`, `TRANSFER_IN` ... */
const detailOfKind: Partial<Record<WalletTransactionKind, string>> = {
  win: 'PAYOUT',
  opening: 'OPENING',
  points: 'POINTS',
};

export function accountTypeOf(text: string): AccountRecordType {
  const type = accountRecordTypes.find((known) => known === text.trim().toUpperCase());
  if (!type) throw recordErrors.typeUnknown(text);
  return type;
}

export interface AccountRow {
  /** `L<ledger id>`, or `D<deposit id>` for a deposit not credited. */
  id: string;
  /** The member whose wallet moved. */
  username: string;
  at: Date;
  type: AccountRecordType;
  detail: string;
  amount: Cents;
  /** The main wallet's balance after the movement; null where nothing moved yet. */
  balance: Cents | null;
  status: string;
  remark: string | null;
}

/**
 * A page of the member's account record in `range`, newest first: the ledger rows of the type (every type when none) that
 * accountRecordRows names, each with the balance after it and, for a
 * withdrawal's hold, the withdrawal's status; and the deposits not credited (pending or failed) with no balance.
 * `memberId` names the member, or `whose` the members (a condition on a member id column: an agent's team).
 */
export async function accountHistory(
  db: Database,
  query: {
    memberId?: number;
    whose?: (column: AnyPgColumn) => SQL;
    merchantId: number;
    type?: AccountRecordType;
    range: DateRange;
    page: number;
    size: number;
  },
): Promise<{ rows: AccountRow[]; total: number }> {
  const { memberId, whose, merchantId, type, range, page, size } = query;
  const ofMembers = (column: AnyPgColumn): SQL => {
    if (whose) return whose(column);
    if (memberId === undefined) throw new Error('an account record names its member or members');
    return eq(column, memberId);
  };
  const kinds = type ? kindsOfType[type] : undefined;
  const ledgerWhere = and(
    ofMembers(walletTransactions.memberId),
    kinds ? inArray(walletTransactions.kind, [...kinds]) : undefined,
    gte(walletTransactions.createdAt, range.from),
    lt(walletTransactions.createdAt, range.to),
    accountRecordRows(walletTransactions),
  );
  const withDeposits = !type || type === 'DEPOSIT';
  const depositWhere = and(
    ofMembers(deposits.memberId),
    ne(deposits.status, 'successful'),
    gte(deposits.createdAt, range.from),
    lt(deposits.createdAt, range.to),
  );
  // The deposits not credited are few: all of them in the range, and the ledger rows around the page's offset. The
  // page holds at most all of them, so the ledger's rows from `skip` on (at most `size + open.length`) cover it.
  const open = withDeposits
    ? await db
        .select({
          id: deposits.id,
          at: deposits.createdAt,
          amount: deposits.amount,
          status: deposits.status,
          bank: deposits.bankName,
          username: members.username,
        })
        .from(deposits)
        .innerJoin(members, eq(members.id, deposits.memberId))
        .where(depositWhere)
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
    : [];
  const start = (page - 1) * size;
  const skip = Math.max(0, start - open.length);
  // As for bets: the rows found on the index alone, then joined.
  const pageIds = db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(ledgerWhere)
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(size + open.length)
    .offset(skip);
  // The other member of a transfer between an agent and its team, named in the remark.
  const counterpart = alias(members, 'counterpart');
  const [[ledgerCount], ledger] = await Promise.all([
    db.select({ n: count() }).from(walletTransactions).where(ledgerWhere),
    db
      .select({
        id: walletTransactions.id,
        at: walletTransactions.createdAt,
        kind: walletTransactions.kind,
        amount: walletTransactions.amount,
        balance: walletTransactions.balanceAfter,
        gameName: games.name,
        walletName: merchantWallets.displayName,
        withdrawalStatus: withdrawals.status,
        withdrawalBank: withdrawals.bankName,
        depositBank: deposits.bankName,
        counterpartName: counterpart.username,
        username: members.username,
      })
      .from(walletTransactions)
      .innerJoin(members, eq(members.id, walletTransactions.memberId))
      .leftJoin(games, eq(games.id, walletTransactions.gameId))
      .leftJoin(
        merchantWallets,
        and(
          eq(merchantWallets.merchantId, merchantId),
          eq(merchantWallets.accountTypeId, walletTransactions.counterpartTypeId),
        ),
      )
      .leftJoin(withdrawals, eq(withdrawals.id, walletTransactions.withdrawalId))
      .leftJoin(deposits, eq(deposits.id, walletTransactions.depositId))
      .leftJoin(counterpart, eq(counterpart.id, walletTransactions.counterpartMemberId))
      .where(inArray(walletTransactions.id, pageIds))
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id)),
  ]);
  const ledgerRows = ledger.map((row): AccountRow => ({
    id: `L${row.id}`,
    username: row.username,
    at: row.at,
    type: typeOfKind.get(row.kind) ?? 'ADJUSTMENT',
    detail: detailOfKind[row.kind] ?? row.kind.toUpperCase(),
    amount: row.amount,
    balance: row.balance,
    status: row.kind === 'withdrawal' && row.withdrawalStatus ? row.withdrawalStatus.toUpperCase() : 'SUCCESS',
    remark: row.gameName ?? row.walletName ?? row.withdrawalBank ?? row.depositBank ?? row.counterpartName ?? null,
  }));
  const openRows = open.map((row): AccountRow => ({
    id: `D${row.id}`,
    username: row.username,
    at: row.at,
    type: 'DEPOSIT',
    detail: 'DEPOSIT',
    amount: row.amount,
    balance: null,
    status: row.status.toUpperCase(),
    remark: row.bank,
  }));
  // Newest first; at the same instant a deposit before the ledger's rows, each list in its own order.
  const merged = [...openRows, ...ledgerRows].sort((a, b) => b.at.getTime() - a.at.getTime());
  const newest = ledgerRows[0];
  // An item's place in the whole record is `skip` ledger rows plus what precedes it here; a deposit newer than the
  // first ledger row read lies before `skip`'s rows, so before the page, and has no place to count.
  const placed = merged.filter((row) => !(skip > 0 && newest && row.id.startsWith('D') && row.at > newest.at));
  const ranked = merged.map((row, index) => ({ row, index: skip + index })).filter(({ row }) => placed.includes(row));
  return {
    rows: ranked.filter(({ index }) => index >= start && index < start + size).map(({ row }) => row),
    total: (ledgerCount?.n ?? 0) + open.length,
  };
}
