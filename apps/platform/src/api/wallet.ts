import { endpoints, idempotencyKeyHeader, pointAccountTypeId, type WireValueOf } from '@lobby/contract';
import type { Context, Hono } from 'hono';
import type { Member } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { parseAmount, toWire } from '../wallet/money';
import {
  idempotencyKeyOf,
  offeredWallets,
  recallAll,
  transfer,
  transferErrors,
  transferLog,
  transferTxTypes,
  walletBalances,
} from '../wallet/transfers';
import { balanceOf, mainWalletTypeId } from '../wallet/wallets';
import { trialType } from './memberTypes';
import { pointLedger } from './pointLedger';

/** Wallets hold real money: a trial account (free play) has none to show or move. */
function realMember(member: Member): Member {
  if (member.type === trialType) throw apiErrors.trialRestricted();
  return member;
}

/**
 * A transfer amount in hundredths: a positive number with at most two decimals (the currency's, as every amount of
 * the platform), read from the body as sent so that `10.005` is refused rather than rounded.
 */
function transferAmount(raw: unknown, parsed: number): number {
  const sent = (raw as { amount?: unknown } | null | undefined)?.amount;
  const cents = parseAmount(String(sent ?? parsed));
  if (cents === undefined || cents <= 0 || !Number.isSafeInteger(cents)) throw transferErrors.amountInvalid();
  return cents;
}

/** `"2026-05-01 00:00:00"`, an ISO date or epoch milliseconds; undefined when absent, a 400 when unreadable. */
function timeOf(value: string | undefined, field: string): Date | undefined {
  if (!value?.trim()) return undefined;
  const text = value.trim();
  const at = /^\d{10,13}$/.test(text) ? new Date(Number(text)) : new Date(text.replace(' ', 'T'));
  if (Number.isNaN(at.getTime())) throw apiErrors.validation(`Field "${field}" is not a date or time.`, field);
  return at;
}

const maxPageSize = 100;
/** Far beyond any member's transfers, and small enough that the offset stays an exact integer. */
const maxPage = 1_000_000;

function idempotencyKey(c: Context<PlatformEnv>): string {
  return idempotencyKeyOf(c.req.header(idempotencyKeyHeader));
}

export function walletRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * The member's balance as the platform answers `/wps/v2/wallets/balance`: the main wallet (account type 2) and each
   * vendor wallet the merchant offers, with their sum. `typeId` (0 in the original's calls) changes nothing.
   */
  route(app, table, endpoints.balance, async (c, { member, merchant }) => {
    const { db } = c.var.platform;
    const main = await balanceOf(db, member.id);
    const listed =
      member.type === trialType
        ? [{ accountTypeId: mainWalletTypeId, balance: main.balance }]
        : await walletBalances(db, member.id, merchant);
    const value: WireValueOf<'balance'> = {
      sumBalance: toWire(listed.reduce((sum, row) => sum + row.balance, 0)),
      currencySymbol: merchant.currencySymbol,
      currency: main.currency ?? merchant.currency,
      balance: listed.map((row) => ({ accountTypeId: row.accountTypeId, availBalance: toWire(row.balance) })),
    };
    return value;
  });

  /** The member centre's wallets (`getAllWalletBalanceV2`): each with its names and status, and their sum. */
  route(app, table, endpoints.allWalletBalances, async (c, { member, merchant }) => {
    const rows = await walletBalances(c.var.platform.db, realMember(member).id, merchant);
    const value: WireValueOf<'allWalletBalances'> = {
      sumBalance: toWire(rows.reduce((sum, row) => sum + row.balance, 0)),
      balances: rows.map((row) => ({
        accountTypeId: row.accountTypeId,
        accountName: row.accountName,
        displayName: row.displayName,
        availBalance: toWire(row.balance),
        status: row.status,
      })),
    };
    return value;
  });

  /** `isSingle` 1: one balance, no transfers (the merchant's setting, or a merchant that offers no vendor wallet). */
  route(app, table, endpoints.merchantWallet, async (c, { member, merchant }) => {
    realMember(member);
    const single = merchant.singleWallet || !(await offeredWallets(c.var.platform.db, merchant)).length;
    const value: WireValueOf<'merchantWallet'> = { isSingle: single ? 1 : 0 };
    return value;
  });

  route(app, table, endpoints.walletTransfer, async (c, { member, merchant, body, rawBody }) => {
    const { db, clock } = c.var.platform;
    const memberId = realMember(member).id;
    const key = idempotencyKey(c);
    const amount = transferAmount(rawBody, body.amount);
    const moved = await transfer(db, {
      memberId,
      merchant,
      from: body.fromAccountTypeId,
      to: body.toAccountTypeId,
      amount,
      idempotencyKey: key,
      at: new Date(clock()),
    });
    const value: WireValueOf<'walletTransfer'> = { successAmount: toWire(moved.successAmount) };
    return value;
  });

  /**
   * Recall all, for the caller's own wallets only: a `customerId` that is not the caller's is refused the same way
   * whether it names another member or nobody, so the answer tells nothing about other accounts.
   */
  route(app, table, endpoints.walletReturn, async (c, { member, merchant, body }) => {
    const { db, clock } = c.var.platform;
    const memberId = realMember(member).id;
    if (String(body.customerId).trim() !== String(memberId)) throw transferErrors.accessDenied();
    const key = idempotencyKey(c);
    const recalled = await recallAll(db, { memberId, merchant, idempotencyKey: key, at: new Date(clock()) });
    const value: WireValueOf<'walletReturn'> = { successAmount: toWire(recalled.successAmount) };
    return value;
  });

  /**
   * The transfer log (`txTypeIds` 8102 into the main wallet, 8202 out of it), or with `accountTypeId` 9 the point
   * ledger (the points mall's point details, `pointLedger`), the caller's own rows only: a `subordinateName` other
   * than the caller's is refused. Other accounts answer an empty list.
   */
  route(app, table, endpoints.memberTransactions, async (c, { member, merchant, query }) => {
    const { db } = c.var.platform;
    const memberId = realMember(member).id;
    const name = query.subordinateName?.trim();
    if (name && name.toLowerCase() !== member.username.toLowerCase()) throw transferErrors.accessDenied();
    const { page, size } = query;
    if (!Number.isInteger(page) || page < 1 || page > maxPage) {
      throw apiErrors.validation(`Field "page" is 1 to ${maxPage}.`, 'page');
    }
    if (!Number.isInteger(size) || size < 1 || size > maxPageSize) {
      throw apiErrors.validation(`Field "size" is 1 to ${maxPageSize}.`, 'size');
    }
    const txTypeIds = query.txTypeIds?.trim()
      ? query.txTypeIds
          .split(',')
          .map((id) => Number(id.trim()))
          .filter(Number.isInteger)
      : undefined;
    if (query.accountTypeId === pointAccountTypeId) {
      const value: WireValueOf<'memberTransactions'> = await pointLedger(c, member, {
        from: timeOf(query.startTime, 'startTime'),
        to: timeOf(query.endTime, 'endTime'),
        page,
        size,
      });
      return value;
    }
    const isTransferLog = query.accountTypeId === undefined || query.accountTypeId === mainWalletTypeId;
    const log = isTransferLog
      ? await transferLog(db, {
          memberId,
          txTypeIds,
          from: timeOf(query.startTime, 'startTime'),
          to: timeOf(query.endTime, 'endTime'),
          page,
          size,
        })
      : { rows: [], total: 0 };
    const names = new Map((await offeredWallets(db, merchant)).map((w) => [w.accountTypeId, w.displayName]));
    const value: WireValueOf<'memberTransactions'> = {
      list: log.rows.map((row) => {
        const vendor = names.get(row.counterpartTypeId) ?? `Wallet ${row.counterpartTypeId}`;
        return {
          txTimeInTimestamp: row.at.getTime(),
          amount: toWire(row.amount),
          remark: row.txTypeId === transferTxTypes.intoMain ? `Transfer from ${vendor}` : `Transfer to ${vendor}`,
          txTypeId: row.txTypeId,
        };
      }),
      totalPages: Math.ceil(log.total / size),
      totalCount: log.total,
    };
    return value;
  });
}
