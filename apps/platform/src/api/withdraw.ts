import { endpoints, idempotencyKeyHeader, type WireValueOf } from '@lobby/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { members, type Member, type Merchant, type MerchantWithdrawSettings, type Withdrawal } from '../db/schema';
import type { Platform, PlatformEnv } from '../http/env';
import { apiErrors, hitOrRefuse } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { hashPassword, verifyPassword } from '../security/passwords';
import { paymentPasswordErrors, paymentPasswordProblem } from '../security/paymentPassword';
import { forgetMemberSessions } from '../security/sessionCache';
import { spendCode } from '../security/verificationCodes';
import {
  addCard,
  bankCardErrors,
  banksOf,
  cardOf,
  cardsOf,
  deleteCard,
  maskCardNumber,
  withdrawSettingsOf,
  type CardView,
} from '../wallet/bankCards';
import { parseAmount, toWire, type Cents } from '../wallet/money';
import { idempotencyKeyOf } from '../wallet/transfers';
import {
  chargeOf,
  confirmPayment,
  freeLeftToday,
  missingInfo,
  requestWithdrawal,
  settleOverdue,
  turnoverOf,
  withdrawalsOf,
  withdrawErrors,
} from '../wallet/withdrawals';
import { maskMobile } from './member';
import { trialType } from './memberTypes';
import { targetOfMember } from './mobile';

/** Money leaves only from real accounts: a trial account (free play) has none to withdraw or secure. */
export function realMember(member: Member): Member {
  if (member.type === trialType) throw apiErrors.trialRestricted();
  return member;
}

/** `pl*****@lotus88.example`: the first two characters of the name part, the domain whole. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  return `${email.slice(0, Math.min(2, at))}*****${email.slice(at)}`;
}

/** `S*****`: the first character only. The payee name confirms logins from new addresses, so it is never shown. */
export function maskName(name: string | null): string | null {
  if (!name) return null;
  return `${[...name][0] ?? ''}*****`;
}

/**
 * The new payment password of a set or a reset, checked before anything is proven or spent: not empty, by the
 * merchant's rule, confirmed. A 400 naming the field.
 */
function newPaymentPassword(body: { paymentPassword: string; confirmPaymentPassword: string }, merchant: Merchant) {
  const { paymentPassword, confirmPaymentPassword } = body;
  if (!paymentPassword) throw apiErrors.validation('Payment password: Input cannot be empty', 'paymentPassword');
  const problem = paymentPasswordProblem(paymentPassword, merchant);
  if (problem) throw apiErrors.passwordInvalid(problem, 'paymentPassword');
  if (confirmPaymentPassword !== paymentPassword) {
    throw apiErrors.validation('Incorrect confirmation input', 'confirmPaymentPassword');
  }
  return paymentPassword;
}

/**
 * Stores the hash of a new payment password, unless it is the login password (one secret must not open both). The
 * first one only where none is set yet, in one conditional update: two first settings at once store one.
 */
async function storePaymentPassword(
  db: Database,
  member: Member,
  paymentPassword: string,
  { first }: { first: boolean },
): Promise<void> {
  if (await verifyPassword(member.passwordHash, paymentPassword)) {
    throw apiErrors.passwordInvalid('The payment password must differ from the login password.', 'paymentPassword');
  }
  const paymentPasswordHash = await hashPassword(paymentPassword);
  const [stored] = await db
    .update(members)
    .set({ paymentPasswordHash })
    .where(and(eq(members.id, member.id), first ? isNull(members.paymentPasswordHash) : undefined))
    .returning({ id: members.id });
  forgetMemberSessions(db, member.id);
  if (!stored) throw paymentPasswordErrors.alreadySet();
}

/**
 * Checks the member's payment password: `not.exists.payment.password` when none is set, 429 after five wrong ones in
 * fifteen minutes (until the oldest leaves the window), `invalid.payment.pw` when wrong (and counted).
 */
export async function checkPaymentPassword(platform: Platform, member: Member, password: string): Promise<void> {
  if (!member.paymentPasswordHash) throw paymentPasswordErrors.notSet();
  const limiter = platform.limits.paymentPasswordFailures;
  const key = String(member.id);
  if ((await limiter.count(key)) >= limiter.rule.limit) throw apiErrors.tooManyRequests(limiter.rule.windowMs);
  if (await verifyPassword(member.paymentPasswordHash, password)) return;
  const verdict = await limiter.hit(key);
  if (!verdict.allowed) throw apiErrors.tooManyRequests(verdict.retryAfterMs);
  throw paymentPasswordErrors.wrong();
}

export function withdrawRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(app, table, endpoints.securityConfig, (_c, { member }) => {
    const { mobile, email, payeeName, paymentPasswordHash } = realMember(member);
    const value: WireValueOf<'securityConfig'> = {
      mobile: maskMobile(mobile),
      email: maskEmail(email),
      payeeName: maskName(payeeName),
      paymentPasswordSet: paymentPasswordHash !== null,
    };
    return value;
  });

  /**
   * The first payment password: by the merchant's rule (at least six characters), confirmed, not the login password.
   * Once one is set this refuses (`payment_password_exists`): changing it needs proof (`resetPaymentPassword`).
   */
  route(app, table, endpoints.setPaymentPassword, async (c, { member, merchant, body }) => {
    if (realMember(member).paymentPasswordHash) throw paymentPasswordErrors.alreadySet();
    await storePaymentPassword(c.var.platform.db, member, newPaymentPassword(body, merchant), { first: true });
    return null;
  });

  /**
   * A new payment password proven by the login password (wrong ones counted like a password change's) or by the
   * live `noLogin` SMS code of the member's own number. Works whether or not one was set before.
   */
  route(app, table, endpoints.resetPaymentPassword, async (c, { member, merchant, body }) => {
    const { db, limits, clock } = c.var.platform;
    realMember(member);
    const paymentPassword = newPaymentPassword(body, merchant);
    const loginPassword = body.loginPassword ?? '';
    const code = body.verificationCode?.trim() ?? '';
    if (!loginPassword && !code) {
      throw apiErrors.validation('Please enter your login password or the SMS code.', 'loginPassword');
    }
    const key = String(member.id);
    if (loginPassword) {
      await hitOrRefuse(limits.passwordChangePerMember, key);
      if (!(await verifyPassword(member.passwordHash, loginPassword))) {
        throw apiErrors.passwordInvalid('The login password is incorrect.', 'loginPassword');
      }
      await limits.passwordChangePerMember.forget(key);
    } else {
      const target = targetOfMember(member);
      const spent =
        target !== undefined &&
        (await spendCode(db, { merchantId: merchant.id, purpose: 'noLogin', target }, code, clock()));
      if (!spent) throw apiErrors.codeInvalid('verificationCode');
    }
    await storePaymentPassword(db, member, paymentPassword, { first: false });
    await limits.paymentPasswordFailures.forget(key);
    return null;
  });

  route(app, table, endpoints.withdrawBanks, async (c, { member, merchant }) => {
    realMember(member);
    const { db } = c.var.platform;
    await withdrawSettingsOf(db, merchant);
    const value: WireValueOf<'withdrawBanks'> = (await banksOf(db, merchant)).map((bank) => ({
      bankCode: bank.code,
      bankName: bank.name,
    }));
    return value;
  });

  route(app, table, endpoints.bankCards, async (c, { member }) => {
    const value: WireValueOf<'bankCards'> = (await cardsOf(c.var.platform.db, realMember(member))).map(cardValue);
    return value;
  });

  route(app, table, endpoints.addBankCard, async (c, { member, merchant, body }) =>
    cardValue(await addCard(c.var.platform.db, realMember(member), merchant, body)),
  );

  route(app, table, endpoints.deleteBankCard, async (c, { member, body }) => {
    await deleteCard(c.var.platform.db, realMember(member), body.bankCardId);
    return null;
  });

  /** The merchant's withdrawal rules, with the member's free withdrawals left today. */
  route(app, table, endpoints.withdrawSettings, async (c, { member, merchant }) => {
    const { db, clock } = c.var.platform;
    const settings = await withdrawSettingsOf(db, merchant);
    const freeLeft = await freeLeftToday(db, realMember(member).id, settings, new Date(clock()));
    const value: WireValueOf<'withdrawSettings'> = {
      minimumAmount: toWire(settings.minimumAmount),
      maximumAmount: toWire(settings.maximumAmount),
      minWithdrawal: toWire(settings.minimumAmount),
      maxWithdrawal: toWire(settings.maximumAmount),
      chargeRate: settings.chargeBasisPoints / 100,
      minimumCharge: toWire(settings.minimumCharge),
      freeWithdrawalsPerDay: settings.freeWithdrawalsPerDay,
      freeWithdrawalsLeft: freeLeft,
      c2cEnabled: settings.c2cEnabled,
      paymentConfirmationMinutes: settings.confirmationMinutes,
      maxBankCards: settings.maxBankCards,
      cardNumberMinLength: settings.cardNumberMinLength,
      cardNumberMaxLength: settings.cardNumberMaxLength,
    };
    return value;
  });

  route(app, table, endpoints.withdrawCharges, async (c, { member, merchant, query }) => {
    const { db, clock } = c.var.platform;
    const settings = await withdrawSettingsOf(db, merchant);
    const amount = withdrawAmount(c.req.query('amount'), query.amount);
    const charges = chargeOf(
      amount,
      settings,
      await freeLeftToday(db, realMember(member).id, settings, new Date(clock())),
    );
    const value: WireValueOf<'withdrawCharges'> = {
      amount: toWire(amount),
      withdrawCharges: toWire(charges),
      actualAmount: toWire(amount - charges),
    };
    return value;
  });

  /**
   * A withdrawal, judged in this order: the amount (format, the merchant's limits), the idempotency key, the card
   * (the member's own), the payment password, the required information, the deposits, the turnover; then the hold,
   * which refuses a balance short of the amount. A refusal moves nothing.
   */
  route(app, table, endpoints.withdraw, async (c, { member, merchant, body, rawBody }) => {
    const { platform } = c.var;
    const { db, clock } = platform;
    realMember(member);
    if (body.currentWithdrawType !== 'BC') {
      throw apiErrors.functionNotAvailable('only withdrawals to a bank card (BC) are offered here');
    }
    const settings = await withdrawSettingsOf(db, merchant);
    const sent = (rawBody as { amount?: unknown } | null | undefined)?.amount;
    const amount = withdrawAmount(sent === undefined ? undefined : String(sent), body.amount);
    if (amount < settings.minimumAmount || amount > settings.maximumAmount) throw withdrawErrors.outOfRange(settings);
    const key = idempotencyKeyOf(c.req.header(idempotencyKeyHeader));
    const card = body.bankCardId === undefined ? undefined : await cardOf(db, member, body.bankCardId);
    if (!card) throw bankCardErrors.notFound();
    await checkPaymentPassword(platform, member, body.password);
    const missing = missingInfo(member, settings.requiredInfo);
    if (missing.length) throw withdrawErrors.infoIncomplete(missing);
    const turnover = await turnoverOf(db, member.id);
    if (turnover.depositTotal < settings.requiredDepositAmount) {
      throw withdrawErrors.depositNotReached(settings.requiredDepositAmount, turnover.depositTotal);
    }
    if (turnover.actualTurnover < turnover.requiredTurnover) throw withdrawErrors.turnoverNotEnough(turnover);
    const withdrawal = await requestWithdrawal(db, {
      member,
      settings,
      card,
      amount,
      idempotencyKey: key,
      at: new Date(clock()),
    });
    const value: WireValueOf<'withdraw'> = {
      withdrawId: withdrawal.id,
      status: withdrawal.status.toUpperCase(),
      amount: toWire(withdrawal.amount),
      withdrawCharges: toWire(withdrawal.charges),
      actualAmount: toWire(withdrawal.amount - withdrawal.charges),
    };
    return value;
  });

  route(app, table, endpoints.withdrawRecords, async (c, { member, merchant, query }) => {
    const { db, clock } = c.var.platform;
    const settings = await withdrawSettingsOf(db, merchant);
    const page = pageOf(query.page, 1, maxPage, 'page');
    const size = pageOf(query.size, 10, maxPageSize, 'size');
    await settleOverdue(db, realMember(member).id, settings, new Date(clock()));
    const { rows, total } = await withdrawalsOf(db, member.id, { page, size });
    const value: WireValueOf<'withdrawRecords'> = {
      list: rows.map((row) => recordValue(row, settings)),
      totalCount: total,
      totalPages: Math.ceil(total / size),
    };
    return value;
  });

  /** The member's C2C withdrawals from their disbursement on (latest 50), those overdue received by the clock first. */
  route(app, table, endpoints.paymentConfirmationList, async (c, { member, merchant }) => {
    const { db, clock } = c.var.platform;
    const settings = await withdrawSettingsOf(db, merchant);
    await settleOverdue(db, realMember(member).id, settings, new Date(clock()));
    const { rows } = await withdrawalsOf(db, member.id, { page: 1, size: 50, disbursedOnly: true });
    const value: WireValueOf<'paymentConfirmationList'> = {
      minutes: settings.confirmationMinutes,
      list: rows.map((row) => recordValue(row, settings)),
    };
    return value;
  });

  route(app, table, endpoints.processC2CTransaction, async (c, { member, merchant, body }) => {
    const { db, clock } = c.var.platform;
    const settings = await withdrawSettingsOf(db, merchant);
    const updated = await confirmPayment(db, realMember(member), settings, {
      id: body.withdrawId,
      received: body.status === 'RECEIVED',
      at: new Date(clock()),
    });
    return recordValue(updated, settings);
  });
}

export const maxPageSize = 100;
export const maxPage = 1_000_000;

/** A paging parameter: `fallback` when absent, else a whole number from 1 to `max` (a 400 naming it otherwise). */
export function pageOf(value: number | undefined, fallback: number, max: number, field: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw apiErrors.validation(`Field "${field}" is 1 to ${max}.`, field);
  }
  return value;
}

/**
 * A withdrawal amount in hundredths: a positive number with at most two decimals, read as sent (`sent`, the raw
 * text) so that `100.005` is refused rather than rounded.
 */
function withdrawAmount(sent: string | undefined, parsed: number): Cents {
  const cents = parseAmount(sent ?? String(parsed));
  if (cents === undefined || cents <= 0 || !Number.isSafeInteger(cents)) throw withdrawErrors.amountInvalid();
  return cents;
}

function recordValue(row: Withdrawal, settings: MerchantWithdrawSettings): WireValueOf<'processC2CTransaction'> {
  const autoConfirm = row.disbursedAt && row.disbursedAt.getTime() + settings.confirmationMinutes * 60_000;
  return {
    withdrawId: row.id,
    amount: toWire(row.amount),
    withdrawCharges: toWire(row.charges),
    actualAmount: toWire(row.amount - row.charges),
    status: row.status.toUpperCase(),
    bankName: row.bankName,
    cardNumber: row.cardNumberMasked,
    c2c: row.c2c,
    createTime: row.createdAt.getTime(),
    updateTime: row.updatedAt.getTime(),
    disbursedTime: row.disbursedAt?.getTime() ?? null,
    autoConfirmTime: autoConfirm || null,
  };
}

/** A card as the member centre lists it: the number masked, never whole. */
function cardValue({ card, bankName }: CardView): WireValueOf<'addBankCard'> {
  return {
    id: card.id,
    bankCode: card.bankCode,
    bankName: bankName ?? card.bankCode,
    accountName: card.accountName,
    cardNumber: maskCardNumber(card.cardNumber),
    createTime: card.createdAt.getTime(),
  };
}
