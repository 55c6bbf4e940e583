import { endpoints, idempotencyKeyHeader, type WireValueOf } from '@lobby/contract';
import type { Hono } from 'hono';
import type { Member } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { toWire } from '../wallet/money';
import { claimRebate, manualRebateOf, ratesOf, settingsOf } from '../wallet/rebates';
import { idempotencyKeyOf } from '../wallet/transfers';
import { trialType } from './memberTypes';

// The rebate on bets: the member's rates (rebate settings MYRBT3 and manual rebate MANPLAYREB3 read them), the manual
// rebate earned since the last claim, and the claim. The session names the member; no call takes a member id, so a
// member reads and claims only their own. Trial accounts play with credits, which earn no rebate.

function realMember(member: Member): Member {
  if (member.type === trialType) throw apiErrors.trialRestricted();
  return member;
}

export function rebateRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /** `{RNG: [{rebateValue: 0.8}], ...}`: the merchant's rate of each product it pays a rebate on, in percent. */
  route(
    app,
    table,
    endpoints.rebateSettings,
    async (c, { member }) => {
      const rates = await ratesOf(c.var.platform.db, realMember(member).merchantId);
      const value: WireValueOf<'rebateSettings'> = settingsOf(rates);
      return value;
    },
    { anyModule: ['MYRBT3', 'MANPLAYREB3'] },
  );

  /** Each product's valid bets since the member's last claim, the rebate they earned and the last claim's time. */
  route(app, table, endpoints.manualRebate, async (c, { member }) => {
    const items = await manualRebateOf(c.var.platform.db, realMember(member));
    const value: WireValueOf<'manualRebate'> = {
      list: items.map((item) => ({
        productType: item.productType,
        validBetAmount: toWire(item.validBet),
        rebateAmount: toWire(item.rebate),
        minimumAmount: toWire(item.minimum),
        lastClaimTime: item.lastClaimAt?.getTime() ?? null,
      })),
      // What a claim of every product pays now: the rebates that reach their minimum.
      totalRebateAmount: toWire(
        items.filter((item) => item.rebate >= item.minimum).reduce((sum, item) => sum + item.rebate, 0),
      ),
    };
    return value;
  });

  /**
   * Pays the rebate of the product named (`productType`), or of every product, into the main wallet, once per
   * `Idempotency-Key`; answers what it paid per product.
   */
  route(app, table, endpoints.claimManualRebate, async (c, { member, merchant, body }) => {
    const { db, clock } = c.var.platform;
    const claimer = realMember(member);
    const key = idempotencyKeyOf(c.req.header(idempotencyKeyHeader));
    const named = body.productType?.trim().toUpperCase();
    const paid = await claimRebate(db, {
      member: claimer,
      merchant,
      productType: named && named !== 'ALL' ? named : undefined,
      idempotencyKey: key,
      at: new Date(clock()),
    });
    const value: WireValueOf<'claimManualRebate'> = {
      rebateAmount: toWire(paid.rebate),
      claimTime: paid.claimedAt,
      list: paid.list.map((item) => ({
        productType: item.productType,
        validBetAmount: toWire(item.validBet),
        rebateValue: item.rateBasisPoints / 100,
        rebateAmount: toWire(item.rebate),
      })),
    };
    return value;
  });
}
