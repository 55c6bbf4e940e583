import { endpoints, idempotencyKeyHeader, redemptionStatuses, type WireValueOf } from '@lobby/contract';
import type { Context, Hono } from 'hono';
import type { Member, PointReward, PointRewardType, RedemptionStatus } from '../db/schema';
import type { Platform, PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { rewardPicturePrefix } from '../media/rewardPicture';
import { verifyPassword } from '../security/passwords';
import { toWire } from '../wallet/money';
import {
  catalogueOf,
  convert,
  maxRedeemQuantity,
  pointBalanceOf,
  redeem,
  redemptionsOf,
  settingsOf,
} from '../wallet/points';
import { pageOf, rangeOf } from '../wallet/records';
import { idempotencyKeyOf } from '../wallet/transfers';
import { languageOf } from './content';
import { trialType } from './memberTypes';

// The points mall (PTSYS3, contract §5.7): the catalogue (a visitor sees it), the member's points, redemptions and
// conversions. The session names the member; no call takes a member id, so a member reads and spends only their own.
// Redeem and convert are encrypted and checked by the member's login password. Trial accounts have no points.

const rewardTypes: readonly PointRewardType[] = ['VIRTUAL', 'PHYSICAL'];

/** The catalogue's tabs, named per language (English where a language has none here). */
const typeNames: Record<PointRewardType, Record<string, string>> = {
  VIRTUAL: { EN: 'Bonus rewards', VI: 'Phần thưởng tiền thưởng', TH: 'รางวัลโบนัส', AR: 'مكافآت الرصيد', CN: '奖金奖励' },
  PHYSICAL: { EN: 'Merchandise', VI: 'Quà tặng hiện vật', TH: 'ของรางวัล', AR: 'هدايا عينية', CN: '实物礼品' },
};

function realMember(member: Member): Member {
  if (member.type === trialType) throw apiErrors.trialRestricted();
  return member;
}

/**
 * The member's login password, as a password-checked call (`passwordCheck/...`) asks: 429 after five wrong ones in
 * fifteen minutes (until the oldest leaves the window), `password_invalid` when wrong (and counted).
 */
async function checkPassword(platform: Platform, member: Member, password: string): Promise<void> {
  const limiter = platform.limits.passwordCheckFailures;
  const key = String(member.id);
  if ((await limiter.count(key)) >= limiter.rule.limit) throw apiErrors.tooManyRequests(limiter.rule.windowMs);
  if (password && (await verifyPassword(member.passwordHash, password))) return;
  const verdict = await limiter.hit(key);
  if (!verdict.allowed) throw apiErrors.tooManyRequests(verdict.retryAfterMs);
  throw apiErrors.passwordInvalid('The password is incorrect.', 'password');
}

function typeOf(text: string | undefined): PointRewardType {
  const type = (text ?? 'VIRTUAL').trim().toUpperCase() || 'VIRTUAL';
  if (!(rewardTypes as readonly string[]).includes(type)) {
    throw apiErrors.validation(`Field "type" is one of ${rewardTypes.join(', ')}.`, 'type');
  }
  return type as PointRewardType;
}

function statusOf(text: string | undefined): RedemptionStatus | undefined {
  const status = text?.trim().toUpperCase();
  if (!status || status === 'ALL') return undefined;
  if (!(redemptionStatuses as readonly string[]).includes(status)) {
    throw apiErrors.validation(`Field "status" is one of ${redemptionStatuses.join(', ')}.`, 'status');
  }
  return status.toLowerCase() as RedemptionStatus;
}

/** A reward's copy in the language asked, else the merchant's default, else English, else any. */
function copyOf(reward: PointReward, language: string, fallback: string) {
  const copy = reward.copy;
  return (
    copy[language] ?? copy[fallback] ?? copy.EN ?? Object.values(copy)[0] ?? { name: `#${reward.id}`, description: '' }
  );
}

const pictureOf = (reward: PointReward) => `${rewardPicturePrefix}${reward.picture}.svg`;

/** An id of the wire (`5`, `"5"`) as a whole number, or undefined. */
function idOf(value: string | number): number | undefined {
  const id = typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function idempotencyKey(c: Context<PlatformEnv>): string {
  return idempotencyKeyOf(c.req.header(idempotencyKeyHeader));
}

/** Today in UTC, `YYYY-MM-DD`, and the day `days` before it. */
function dayOf(at: number, daysBefore = 0): string {
  return new Date(at - daysBefore * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function pointRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(app, table, endpoints.pointBalance, async (c, { member }) => {
    const { db, clock } = c.var.platform;
    const value: WireValueOf<'pointBalance'> = await pointBalanceOf(db, realMember(member), new Date(clock()));
    return value;
  });

  route(app, table, endpoints.pointConversionTypes, async (c, { merchant }) => {
    await settingsOf(c.var.platform.db, merchant.id);
    const language = languageOf(c.req.header('Language'));
    const value: WireValueOf<'pointConversionTypes'> = rewardTypes.map((type) => ({
      type,
      name: typeNames[type][language] ?? typeNames[type].EN ?? type,
    }));
    return value;
  });

  route(app, table, endpoints.pointConfig, async (c, { merchant }) => {
    const settings = await settingsOf(c.var.platform.db, merchant.id);
    const value: WireValueOf<'pointConfig'> = {
      betPerPoint: toWire(settings.betPerPoint),
      moneyPerPoint: toWire(settings.pointValue),
      minConvertPoints: settings.minConvert,
      convertEnabled: true,
    };
    return value;
  });

  /** One page (`size` 1-100, 12 when absent) of the catalogue of a type, in the caller's language. */
  route(app, table, endpoints.pointRewards, async (c, { merchant, query }) => {
    const { db } = c.var.platform;
    const settings = await settingsOf(db, merchant.id);
    const type = typeOf(query.type);
    const { page, size } = pageOf(query.page, query.size ?? 12);
    const { rows, total } = await catalogueOf(db, { merchantId: merchant.id, type, page, size });
    const language = languageOf(c.req.header('Language'));
    const value: WireValueOf<'pointRewards'> = {
      list: rows.map((reward) => {
        const copy = copyOf(reward, language, merchant.defaultLanguage);
        return {
          id: reward.id,
          name: copy.name,
          description: copy.description,
          price: reward.price,
          mpMoneyAmount: null,
          mpPointAmount: null,
          displayPointMoneyAmt: toWire(reward.price * settings.pointValue),
          inventory: reward.inventory,
          showIcon: pictureOf(reward),
          merchandiseImages: [pictureOf(reward)],
          adjustedCount: 0,
          type: reward.type,
        };
      }),
      totalPages: Math.ceil(total / size),
      totalCount: total,
    };
    return value;
  });

  /** The member's redemptions, newest first, in a date range (the last 30 days when absent) and of a status. */
  route(app, table, endpoints.redeemPointList, async (c, { member, merchant, query }) => {
    const { db, clock } = c.var.platform;
    const memberId = realMember(member).id;
    await settingsOf(db, merchant.id);
    const now = clock();
    const range = rangeOf(query.startDate?.trim() || dayOf(now, 29), query.endDate?.trim() || dayOf(now));
    const { page, size } = pageOf(query.page, query.size);
    const status = statusOf(query.status);
    const { rows, total } = await redemptionsOf(db, { memberId, range, page, size, ...(status ? { status } : {}) });
    const language = languageOf(c.req.header('Language'));
    const value: WireValueOf<'redeemPointList'> = {
      list: rows.map(({ redemption, reward }) => ({
        id: redemption.id,
        rewardId: reward.id,
        rewardName: copyOf(reward, language, merchant.defaultLanguage).name,
        quantity: redemption.quantity,
        pointAmount: redemption.points,
        status: redemption.status.toUpperCase(),
        province: redemption.province,
        remarks: redemption.remarks,
        showIcon: pictureOf(reward),
        createdTime: redemption.createdAt.getTime(),
        updatedTime: redemption.decidedAt?.getTime() ?? null,
      })),
      totalPages: Math.ceil(total / size),
      totalCount: total,
    };
    return value;
  });

  /**
   * Redeems a reward once per `Idempotency-Key`, after the login password: the inventory and the points taken in one
   * transaction, the redemption `PROCESSING` until the merchant approves or rejects it.
   */
  route(app, table, endpoints.redeemPointReward, async (c, { member, body }) => {
    const { platform } = c.var;
    const redeemer = realMember(member);
    const key = idempotencyKey(c);
    await settingsOf(platform.db, redeemer.merchantId);
    const quantity = Number(body.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxRedeemQuantity) {
      throw apiErrors.validation(`Field "quantity" is a whole number, 1 to ${maxRedeemQuantity}.`, 'quantity');
    }
    await checkPassword(platform, redeemer, body.password);
    const value: WireValueOf<'redeemPointReward'> = await redeem(platform.db, {
      member: redeemer,
      rewardId: idOf(body.rewardId),
      quantity,
      redeemType: body.redeemType,
      province: body.province,
      remarks: body.remarks,
      idempotencyKey: key,
      at: new Date(platform.clock()),
    });
    return value;
  });

  /** Converts points into money in the main wallet once per `Idempotency-Key`, after the login password. */
  route(app, table, endpoints.convertPoints, async (c, { member, merchant, body }) => {
    const { platform } = c.var;
    const converter = realMember(member);
    const key = idempotencyKey(c);
    await settingsOf(platform.db, merchant.id);
    await checkPassword(platform, converter, body.password);
    const done = await convert(platform.db, {
      member: converter,
      merchant,
      points: Number(body.amount),
      idempotencyKey: key,
      at: new Date(platform.clock()),
    });
    const value: WireValueOf<'convertPoints'> = {
      pointAmount: done.pointAmount,
      amount: toWire(done.amount),
      pointBalance: done.pointBalance,
    };
    return value;
  });
}
