import { endpoints, feedbackRules, idempotencyKeyHeader, type WireValueOf } from '@lobby/contract';
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import {
  announcements,
  members,
  promotionCategories,
  type Deposit,
  type DepositChannel,
  type DepositLimitPeriod,
  type Member,
  type Merchant,
} from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { excludeMember } from '../security/selfExclusion';
import { depositLimitPeriods, depositLimitsOf, setDepositLimits, type DepositLimitView } from '../wallet/depositLimits';
import {
  awaitsPlayer,
  channelsOf,
  createDeposit,
  createTask,
  depositErrors,
  depositSettingsOf,
  depositsOf,
  receiptOf,
  receivingAccountsOf,
  storeReceipt,
  successCountOf,
  withReceipts,
  type ReceivingAccount,
} from '../wallet/deposits';
import { parseAmount, toWire, type Cents } from '../wallet/money';
import { idempotencyKeyOf, transferErrors } from '../wallet/transfers';
import { transferToUpline } from '../wallet/upline';
import { checkImage } from './feedback';
import { payPagePath } from './payPage';
import { checkPaymentPassword, maxPage, maxPageSize, pageOf, realMember } from './withdraw';

/** One 5 MB picture as a Base64 data URL (4/3 larger) and the JSON around it. */
const receiptBodyLimit = Math.ceil((feedbackRules.maxImageBytes * 4) / 3) + 16 * 1024;

/** An amount as sent (`sent`, the raw text where there is one), in hundredths; `refusal` unless above 0 with two decimals at most. */
export function amountOf(sent: unknown, parsed: number, refusal: () => Error): Cents {
  const cents = parseAmount(sent === undefined ? String(parsed) : String(sent));
  if (cents === undefined || cents <= 0 || !Number.isSafeInteger(cents)) throw refusal();
  return cents;
}

/** The `amount` of a body as sent, before its schema read it as a number. */
export const rawAmount = (rawBody: unknown) => (rawBody as { amount?: unknown } | null | undefined)?.amount;

/** The merchant's deposit promotions now live, in the member's language (else the merchant's). */
async function depositPromotions(db: Database, merchant: Merchant, member: Member, at: Date) {
  const [category] = await db
    .select({ id: promotionCategories.id })
    .from(promotionCategories)
    .where(and(eq(promotionCategories.merchantId, merchant.id), eq(promotionCategories.code, 'deposit_promo')));
  if (!category) return [];
  const rows = await db
    .select({
      id: announcements.id,
      lang: announcements.lang,
      title: announcements.title,
      categoryIds: announcements.categoryIds,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchant.id),
        eq(announcements.type, 'PR'),
        inArray(announcements.lang, [member.language ?? merchant.defaultLanguage, merchant.defaultLanguage]),
        lte(announcements.startsAt, at),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, at)),
      ),
    );
  const wanted = rows.filter((row) => row.categoryIds.includes(category.id));
  const lang = wanted.some((row) => row.lang === member.language) ? member.language : merchant.defaultLanguage;
  return wanted.filter((row) => row.lang === lang).map((row) => ({ promotionId: row.id, title: row.title }));
}

/** The promotion id a deposit names, checked to be one of the merchant's deposit promotions now. */
async function promotionOf(
  db: Database,
  merchant: Merchant,
  member: Member,
  sent: string | number | null | undefined,
  at: Date,
): Promise<number | null> {
  if (sent === undefined || sent === null || sent === '') return null;
  const id = Number(sent);
  const offered = await depositPromotions(db, merchant, member, at);
  if (!offered.some((promotion) => promotion.promotionId === id)) {
    throw apiErrors.validation('This promotion is not offered with deposits.', 'promotionId');
  }
  return id;
}

/** Deposits open, the channel of `method` named by `bankCode` (and `vendorId`), the amount within its limits. */
async function depositChannel(
  db: Database,
  merchant: Merchant,
  pick: { method: 'PG' | 'MT'; bankCode: string; vendorId?: string | number; amount: Cents },
): Promise<DepositChannel> {
  const channel = (await channelsOf(db, merchant)).find(
    (row) =>
      row.method === pick.method &&
      row.bankCode === pick.bankCode &&
      (pick.vendorId === undefined || String(row.vendorId) === String(pick.vendorId).trim()),
  );
  if (!channel) throw depositErrors.channelNotFound();
  if (pick.amount > channel.maximumAmount) throw depositErrors.overMaximum(channel);
  if (pick.amount < channel.minimumAmount) throw depositErrors.underMinimum(channel);
  return channel;
}

/** Refuses every deposit while the merchant's deposits are off, with its message. */
async function requireDepositsOpen(db: Database, merchant: Merchant) {
  const settings = await depositSettingsOf(db, merchant);
  if (!settings?.allowDeposit) throw depositErrors.notAllowed(settings);
  return settings;
}

/**
 * A deposit as the records show it; `account`, the receiving account of a bank transfer the player has not yet said
 * was made, lets it be continued.
 */
function recordValue(
  row: Deposit,
  receipts: Set<number>,
  account?: ReceivingAccount,
): WireValueOf<'createDepositTask'> {
  return {
    depositId: row.id,
    method: row.method,
    bankName: row.bankName,
    ...(account && {
      receiverNamePinyin: account.accountName ?? '',
      accountNumber: account.accountNumber ?? '',
      bankBranch: account.bankBranch,
    }),
    amount: toWire(row.amount),
    status: row.status.toUpperCase(),
    remarks: row.remark,
    promotionId: row.promotionId,
    taskCreated: row.taskCreatedAt !== null,
    receipt: receipts.has(row.id),
    createTime: new Date(row.createdAt).getTime(),
    updateTime: new Date(row.updatedAt).getTime(),
  };
}

function limitValue(view: DepositLimitView) {
  return {
    limit: view.limit === null ? null : toWire(view.limit),
    used: toWire(view.used),
    pendingLimit: view.pending && view.pending.limit !== null ? toWire(view.pending.limit) : null,
    pendingFrom: view.pending ? view.pending.from.getTime() : null,
  };
}

async function limitsValue(db: Database, member: Member, at: Date): Promise<WireValueOf<'depositLimits'>> {
  const limits = await depositLimitsOf(db, member.id, at);
  return { daily: limitValue(limits.daily), weekly: limitValue(limits.weekly), monthly: limitValue(limits.monthly) };
}

/** A limit as sent: null (none) or a positive amount with two decimals at most. */
function limitOf(sent: number | null | undefined, field: DepositLimitPeriod): Cents | null | undefined {
  if (sent === undefined || sent === null) return sent;
  return amountOf(undefined, sent, () =>
    apiErrors.validation(`Field "${field}" is an amount above 0 with at most two decimals, or null.`, field),
  );
}

/** The member's upline, or `upline_not_found` for a member under no agent. */
async function uplineOf(db: Database, member: Member): Promise<Member> {
  const [upline] =
    member.uplineId === null
      ? []
      : await db
          .select()
          .from(members)
          .where(and(eq(members.id, member.uplineId), eq(members.merchantId, member.merchantId)));
  if (!upline) throw transferErrors.uplineNotFound();
  return upline;
}

export function depositRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(app, table, endpoints.depositSettings, async (c, { member, merchant }) => {
    const { db, clock } = c.var.platform;
    const settings = await depositSettingsOf(db, merchant);
    const value: WireValueOf<'depositSettings'> = {
      allowDeposit: settings?.allowDeposit ? 'Y' : 'N',
      depositOffMessage: settings?.allowDeposit ? null : (settings?.depositOffMessage ?? null),
      totalDepositSuccessCount: await successCountOf(db, realMember(member).id),
      amountPresets: (settings?.amountPresets ?? []).map(toWire),
      promotions: await depositPromotions(db, merchant, member, new Date(clock())),
    };
    return value;
  });

  route(app, table, endpoints.depositBanksList, async (c, { member, merchant }) => {
    realMember(member);
    const value: WireValueOf<'depositBanksList'> = {};
    for (const channel of await channelsOf(c.var.platform.db, merchant)) {
      const method = (value[channel.method] ??= {
        methodName: channel.method === 'PG' ? 'Online payment' : 'Bank transfer',
        channels: [],
      });
      method.channels.push({
        bankCode: channel.bankCode,
        bankName: channel.bankName,
        bankType: channel.bankType,
        vendorId: channel.vendorId,
        minAmount: toWire(channel.minimumAmount),
        maxAmount: toWire(channel.maximumAmount),
        accountName: channel.accountName,
        accountNumber: channel.accountNumber,
        bankBranch: channel.bankBranch,
      });
    }
    return value;
  });

  /**
   * An online deposit, judged in this order: deposits open, the amount (format), the player's own name, the channel
   * and its limits, the idempotency key, the promotion, the member's deposit limits. Answers the payment page.
   */
  route(app, table, endpoints.newDepositPG, async (c, { member, merchant, body, rawBody }) => {
    const { db, clock } = c.var.platform;
    realMember(member);
    await requireDepositsOpen(db, merchant);
    const amount = amountOf(rawAmount(rawBody), body.amount, depositErrors.amountInvalid);
    if (body.targetUsername.trim().toLowerCase() !== member.username.toLowerCase()) {
      throw apiErrors.validation('A deposit goes to your own account.', 'targetUsername');
    }
    const channel = await depositChannel(db, merchant, {
      method: 'PG',
      bankCode: body.bankCode,
      vendorId: body.vendorId,
      amount,
    });
    const key = idempotencyKeyOf(c.req.header(idempotencyKeyHeader));
    const at = new Date(clock());
    const promotionId = await promotionOf(db, merchant, member, body.promotionId, at);
    const deposit = await createDeposit(db, { member, channel, amount, promotionId, idempotencyKey: key, at });
    const value: WireValueOf<'newDepositPG'> = {
      depositId: deposit.id,
      status: deposit.status.toUpperCase(),
      amount: toWire(deposit.amount),
      redirectUrl: payPagePath(deposit.payToken ?? ''),
    };
    return value;
  });

  /** A bank-transfer deposit, judged like an online one; answers the receiving account. */
  route(app, table, endpoints.newDepositBankTransfer, async (c, { member, merchant, body, rawBody }) => {
    const { db, clock } = c.var.platform;
    realMember(member);
    await requireDepositsOpen(db, merchant);
    const amount = amountOf(rawAmount(rawBody), body.amount, depositErrors.amountInvalid);
    const remark = body.remarks?.trim() ?? '';
    if (remark.length > 100) throw apiErrors.validation('Field "remarks" is longer than 100 characters.', 'remarks');
    const channel = await depositChannel(db, merchant, { method: 'MT', bankCode: body.bankCode, amount });
    const key = idempotencyKeyOf(c.req.header(idempotencyKeyHeader));
    const at = new Date(clock());
    const promotionId = await promotionOf(db, merchant, member, body.promotionId, at);
    const deposit = await createDeposit(db, {
      member,
      channel,
      amount,
      remark: remark || null,
      promotionId,
      idempotencyKey: key,
      at,
    });
    const value: WireValueOf<'newDepositBankTransfer'> = {
      depositId: deposit.id,
      status: deposit.status.toUpperCase(),
      amount: toWire(deposit.amount),
      remarks: deposit.remark,
      bankBranch: channel.bankBranch,
      bankChName: channel.bankName,
      receiverNamePinyin: channel.accountName ?? '',
      accountNumber: channel.accountNumber ?? '',
    };
    return value;
  });

  route(app, table, endpoints.createDepositTask, async (c, { member, body }) => {
    const { db, clock } = c.var.platform;
    const deposit = await createTask(db, realMember(member), body.depositId, new Date(clock()));
    return recordValue(deposit, await withReceipts(db, [deposit.id]));
  });

  route(
    app,
    table,
    endpoints.depositUploadImage,
    async (c, { member, body }) => {
      const { db, clock } = c.var.platform;
      realMember(member);
      checkImage(body.image, 'image');
      const [head, data = ''] = body.image.split(',');
      const deposit = await storeReceipt(db, member, body.depositId, {
        contentType: head?.includes('png') ? 'image/png' : 'image/jpeg',
        data: Buffer.from(data, 'base64'),
        at: new Date(clock()),
      });
      return recordValue(deposit, new Set([deposit.id]));
    },
    { maxBodyBytes: receiptBodyLimit },
  );

  route(app, table, endpoints.depositReceipt, async (c, { member, query }) => {
    const receipt = await receiptOf(c.var.platform.db, realMember(member), query.depositId);
    const value: WireValueOf<'depositReceipt'> = {
      depositId: receipt.depositId,
      image: `data:${receipt.contentType};base64,${receipt.data.toString('base64')}`,
    };
    return value;
  });

  route(app, table, endpoints.depositRecords, async (c, { member, query }) => {
    const { db } = c.var.platform;
    const page = pageOf(query.page, 1, maxPage, 'page');
    const size = pageOf(query.size, 10, maxPageSize, 'size');
    const { rows, total } = await depositsOf(db, realMember(member).id, { page, size });
    const receipts = await withReceipts(
      db,
      rows.map((row) => row.id),
    );
    const accounts = await receivingAccountsOf(db, rows.filter(awaitsPlayer));
    const value: WireValueOf<'depositRecords'> = {
      list: rows.map((row) => recordValue(row, receipts, accounts.get(row.id))),
      totalCount: total,
      totalPages: Math.ceil(total / size),
    };
    return value;
  });

  route(app, table, endpoints.depositLimits, async (c, { member }) => {
    const { db, clock } = c.var.platform;
    return limitsValue(db, realMember(member), new Date(clock()));
  });

  route(app, table, endpoints.setDepositLimits, async (c, { member, body }) => {
    const { db, clock } = c.var.platform;
    realMember(member);
    const changes: Partial<Record<DepositLimitPeriod, Cents | null>> = {};
    for (const period of depositLimitPeriods) {
      const limit = limitOf(body[period], period);
      if (limit !== undefined) changes[period] = limit;
    }
    const at = new Date(clock());
    await setDepositLimits(db, member.id, changes, at);
    return limitsValue(db, member, at);
  });

  route(app, table, endpoints.selfExclude, async (c, { member, body }) => {
    const { db, clock } = c.var.platform;
    const until = await excludeMember(db, realMember(member).id, body.period, new Date(clock()));
    const value: WireValueOf<'selfExclude'> = { until: until.getTime() };
    return value;
  });

  route(app, table, endpoints.uplineInfo, async (c, { member }) => {
    const upline = await uplineOf(c.var.platform.db, realMember(member));
    const value: WireValueOf<'uplineInfo'> = { uplineName: upline.nickname ?? upline.username };
    return value;
  });

  /**
   * A transfer to the upline, judged in this order: an upline, the amount, the idempotency key, the payment password
   * (its limiter shared with withdrawals); then the debit, which refuses a balance short of the amount.
   */
  route(app, table, endpoints.transferToUpline, async (c, { member, merchant, body, rawBody }) => {
    const { platform } = c.var;
    const { db, clock } = platform;
    const upline = await uplineOf(db, realMember(member));
    const amount = amountOf(rawAmount(rawBody), body.amount, transferErrors.amountInvalid);
    const key = idempotencyKeyOf(c.req.header(idempotencyKeyHeader));
    await checkPaymentPassword(platform, member, body.password);
    const moved = await transferToUpline(db, {
      member,
      upline,
      currency: merchant.currency,
      amount,
      idempotencyKey: key,
      at: new Date(clock()),
    });
    const value: WireValueOf<'transferToUpline'> = {
      successAmount: toWire(moved.successAmount),
      uplineName: upline.nickname ?? upline.username,
    };
    return value;
  });
}
