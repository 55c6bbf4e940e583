import { endpoints, type WireValueOf } from '@lobby/contract';
import type { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { bonusPage, bonusStatusOf } from '../wallet/bonuses';
import { toWire } from '../wallet/money';
import { periodOf, periodRange, productOf, profitLoss } from '../wallet/profit';
import { pageOf } from '../wallet/records';
import { languageOf, nameIn } from './content';
import { trialType } from './memberTypes';

// The member centre's personal profit and loss and bonus details. The session names the member: no parameter can ask
// for another member's play or bonuses. Trial accounts play with credits and receive no bonus: refused, as the
// records refuse them.

export function profitRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * The period's play per product (every product, or the one named) and in all: stakes, turnover, payouts and the win
   * or loss as the betting records count them, the bonuses and rebates credited in it, and the net.
   */
  route(app, table, endpoints.personalProfitLoss, async (c, { member, query }) => {
    if (member.type === trialType) throw apiErrors.trialRestricted();
    const period = periodOf(query.period);
    const productType = query.productType?.trim() ? productOf(query.productType) : undefined;
    const range = periodRange(period, new Date(c.var.platform.clock()));
    const { products, bonus, rebate } = await profitLoss(c.var.platform.db, {
      memberId: member.id,
      range,
      productType,
    });
    const sum = (pick: (row: (typeof products)[number]) => number) => products.reduce((all, row) => all + pick(row), 0);
    const stake = sum((row) => row.stake);
    const payout = sum((row) => row.payout);
    const value: WireValueOf<'personalProfitLoss'> = {
      period,
      startTime: range.from.getTime(),
      endTime: range.to.getTime(),
      products: products.map((row) => ({
        productType: row.productType,
        betCount: row.bets,
        betAmount: toWire(row.stake),
        validBetAmount: toWire(row.validBet),
        payout: toWire(row.payout),
        winLoss: toWire(row.payout - row.stake),
      })),
      summary: {
        betCount: sum((row) => row.bets),
        betAmount: toWire(stake),
        validBetAmount: toWire(sum((row) => row.validBet)),
        payout: toWire(payout),
        winLoss: toWire(payout - stake),
        bonus: bonus === undefined ? null : toWire(bonus),
        rebate: rebate === undefined ? null : toWire(rebate),
        netProfit: toWire(payout - stake + (bonus ?? 0) + (rebate ?? 0)),
      },
    };
    return value;
  });

  /** A page of the member's bonuses, newest first, of one status when `status` names it, in the caller's language. */
  route(app, table, endpoints.bonusDetails, async (c, { member, query }) => {
    if (member.type === trialType) throw apiErrors.trialRestricted();
    const status = query.status?.trim() ? bonusStatusOf(query.status) : undefined;
    const { page, size } = pageOf(query.page, query.size);
    const language = languageOf(c.req.header('Language'));
    const { rows, total } = await bonusPage(c.var.platform.db, {
      memberId: member.id,
      status,
      page,
      size,
      now: new Date(c.var.platform.clock()),
    });
    const value: WireValueOf<'bonusDetails'> = {
      list: rows.map((row) => ({
        id: row.id,
        promotionId: row.promotionCode,
        promotionName: nameIn(row.promotionNames, row.promotionCode, language),
        amount: toWire(row.amount),
        turnoverRequired: toWire(row.turnoverRequired),
        turnoverAchieved: toWire(row.turnoverAchieved),
        status: row.status,
        grantTime: row.grantedAt.getTime(),
        expireTime: row.expiresAt?.getTime() ?? null,
      })),
      totalCount: total,
      totalPages: Math.ceil(total / size),
    };
    return value;
  });
}
