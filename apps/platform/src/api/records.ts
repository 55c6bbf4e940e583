import { betProductTypes, endpoints, type WireValueOf } from '@lobby/contract';
import type { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { toWire } from '../wallet/money';
import {
  accountHistory,
  accountTypeOf,
  betHistory,
  pageOf,
  rangeOf,
  recordErrors,
  type BetHistoryRow,
} from '../wallet/records';
import { trialType } from './memberTypes';

// The member centre's betting record (one call per product) and account record. The session names the member: no
// parameter can ask for another member's rows. Trial accounts play with credits, which leave no record.

const bettingRecordPath = /^\/wps\/relay\/MCSFE_getPersonal(\w+)History$/;

/**
 * A betting record of a product that is not a game lane (`MCSFE_getPersonalCASINOHistory`) is refused as such, not as
 * an unknown call: registered before the contract's 404, for the paths of that form only.
 */
export function unknownProductRoutes(app: Hono<PlatformEnv>): void {
  app.use('/wps/relay/*', async (c, next) => {
    const product = bettingRecordPath.exec(new URL(c.req.url).pathname)?.[1];
    if (product !== undefined && !(betProductTypes as readonly string[]).includes(product)) {
      throw recordErrors.productUnknown(product);
    }
    await next();
  });
}

/** A bet as the betting records answer it (the member's own, and an agent's drill-in of a member of its team). */
export function wireBet(row: BetHistoryRow): WireValueOf<'personalRngHistory'>['list'][number] {
  return {
    betId: row.roundId,
    productType: row.productType,
    vendor: row.vendor,
    vendorName: row.vendorName,
    gameName: row.gameName,
    nodeId: row.nodeId,
    betTime: row.betAt.getTime(),
    settleTime: row.settledAt?.getTime() ?? null,
    betAmount: toWire(row.stake),
    validBetAmount: toWire(row.validBet),
    payout: toWire(row.payout),
    winLoss: toWire(row.payout - row.stake),
    status: row.status.toUpperCase(),
  };
}

const bettingRecords = [
  endpoints.personalRngHistory,
  endpoints.personalLiveHistory,
  endpoints.personalFishHistory,
  endpoints.personalPvpHistory,
  endpoints.personalSportsHistory,
  endpoints.personalElottHistory,
  endpoints.personalLottHistory,
] as const;

export function recordRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  for (const endpoint of bettingRecords) {
    const productType = bettingRecordPath.exec(endpoint.path)?.[1];
    if (!productType) throw new Error(`${endpoint.path} names no product`);
    /**
     * The member's bets of the product over the range (at most 31 days), of one vendor when `vendor` names its code,
     * newest first; the count and totals cover every bet of the filter, not only the page.
     */
    route(app, table, endpoint, async (c, { member, query }) => {
      if (member.type === trialType) throw apiErrors.trialRestricted();
      const range = rangeOf(query.startDate, query.endDate);
      const { page, size } = pageOf(query.page, query.size);
      const vendor = query.vendor?.trim() || undefined;
      const history = await betHistory(c.var.platform.db, {
        memberId: member.id,
        productType,
        vendor,
        range,
        page,
        size,
      });
      const { stake, validBet, payout } = history.totals;
      const value: WireValueOf<'personalRngHistory'> = {
        list: history.rows.map(wireBet),
        totalCount: history.total,
        totalPages: Math.ceil(history.total / size),
        summary: { betAmount: toWire(stake), validBetAmount: toWire(validBet), winLoss: toWire(payout - stake) },
      };
      return value;
    });
  }

  /**
   * The account record: every movement of the member's main wallet over the range (at most 31 days), of one type when
   * `type` names it, newest first, each with the balance after it; deposits not credited yet with their status.
   */
  route(app, table, endpoints.transactionHistory, async (c, { member, merchant, query }) => {
    if (member.type === trialType) throw apiErrors.trialRestricted();
    const range = rangeOf(query.startDate, query.endDate);
    const { page, size } = pageOf(query.page, query.size);
    const type = query.type?.trim() ? accountTypeOf(query.type) : undefined;
    const history = await accountHistory(c.var.platform.db, {
      memberId: member.id,
      merchantId: merchant.id,
      type,
      range,
      page,
      size,
    });
    const value: WireValueOf<'transactionHistory'> = {
      list: history.rows.map((row) => ({
        id: row.id,
        txTime: row.at.getTime(),
        type: row.type,
        detail: row.detail,
        amount: toWire(row.amount),
        balance: row.balance === null ? null : toWire(row.balance),
        status: row.status,
        remark: row.remark,
      })),
      totalCount: history.total,
      totalPages: Math.ceil(history.total / size),
    };
    return value;
  });
}
