import { errorCodes } from '@lobby/contract';
import { and, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  memberTurnover,
  merchantWithdrawSettings,
  walletTransactions,
  wallets,
  withdrawals,
  type Member,
  type MemberTurnover,
  type MerchantWithdrawSettings,
  type RequiredMemberInfo,
  type Withdrawal,
  type WithdrawalStatus,
} from '../db/schema';
import { ApiError } from '../lib/apiError';
import { notifyMember } from '../realtime/publish';
import type { CardView } from './bankCards';
import { maskCardNumber } from './bankCards';
import { toWire, type Cents } from './money';
import { lockMain, once, type Transaction } from './transfers';

// Withdrawals from the main wallet to a bank card (contract §5.3). An accepted withdrawal holds its amount at once: the
// main wallet is debited by a conditional update and a `withdrawal` ledger row written, in one transaction, so
// concurrent withdrawals (and transfers, which lock the same row first) can never overspend. Rejecting it returns the
// amount (a `withdrawal_return` row); approving it, or a C2C payment confirmed, makes the hold final.

export const withdrawErrors = {
  amountInvalid: () =>
    new ApiError(400, errorCodes.withdrawAmountInvalid, 'Please enter an amount above 0 with at most two decimals.', {
      field: 'amount',
    }),
  outOfRange: (settings: MerchantWithdrawSettings) =>
    new ApiError(
      400,
      errorCodes.withdrawAmountOutOfRange,
      `Please withdraw between ${toWire(settings.minimumAmount)} and ${toWire(settings.maximumAmount)}.`,
      {
        field: 'amount',
        data: { minimumAmount: toWire(settings.minimumAmount), maximumAmount: toWire(settings.maximumAmount) },
      },
    ),
  balanceNotEnough: () =>
    new ApiError(
      400,
      errorCodes.withdrawBalanceNotEnough,
      'Your main wallet balance is not enough for this withdrawal.',
      {
        field: 'amount',
      },
    ),
  turnoverNotEnough: (turnover: MemberTurnover) =>
    new ApiError(
      400,
      errorCodes.withdrawTurnoverNotEnough,
      'The turnover required before a withdrawal has not been reached yet.',
      {
        data: { requiredTurnover: toWire(turnover.requiredTurnover), actualTurnover: toWire(turnover.actualTurnover) },
      },
    ),
  depositNotReached: (required: Cents, deposited: Cents) =>
    new ApiError(
      400,
      errorCodes.requiredDepositAmountNotReached,
      'Please make a deposit before your first withdrawal.',
      { data: { requiredDepositAmount: toWire(required), depositAmount: toWire(deposited) } },
    ),
  infoIncomplete: (missing: RequiredMemberInfo[]) =>
    new ApiError(
      400,
      errorCodes.requiredMemberInformationIncomplete,
      'Please complete your account information before withdrawing.',
      { data: missing },
    ),
  notFound: () =>
    new ApiError(404, errorCodes.withdrawalNotFound, 'This withdrawal is not among yours.', { field: 'withdrawId' }),
  notAwaiting: () =>
    new ApiError(
      400,
      errorCodes.withdrawalNotAwaitingConfirmation,
      'This withdrawal is not waiting for your confirmation.',
      { field: 'withdrawId' },
    ),
};

/** A C2C withdrawal's statuses from its disbursement on: what the confirmation list shows. */
const disbursedStatuses: WithdrawalStatus[] = ['disbursed', 'received', 'not_received', 'forced_received'];

/** What the member's profile lacks of the merchant's required information, in the merchant's order. */
export function missingInfo(member: Member, required: readonly RequiredMemberInfo[]): RequiredMemberInfo[] {
  const has: Record<RequiredMemberInfo, boolean> = {
    required_nickname: Boolean(member.nickname?.trim()),
    required_email_add: Boolean(member.email),
    required_mobile_no: Boolean(member.mobile),
    required_qq: Boolean(member.profile.qqNum),
    required_address: Boolean(member.profile.address),
    required_id_not_verified: Boolean(member.profile.idNumber),
  };
  return required.filter((item) => !has[item]);
}

/** The member's turnover and deposits; all 0 without a row. */
export async function turnoverOf(db: Database, memberId: number): Promise<MemberTurnover> {
  const [row] = await db.select().from(memberTurnover).where(eq(memberTurnover.memberId, memberId));
  return row ?? { memberId, requiredTurnover: 0, actualTurnover: 0, depositTotal: 0, updatedAt: new Date(0) };
}

/** The platform-clock day (UTC) of `at`: free withdrawals are counted per day. */
function dayOf(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000 - 1) };
}

/** Free withdrawals left today: the merchant's per-day number less the member's withdrawals today not rejected. */
export async function freeLeftToday(
  db: Database | Transaction,
  memberId: number,
  settings: MerchantWithdrawSettings,
  at: Date,
): Promise<number> {
  if (settings.freeWithdrawalsPerDay <= 0) return 0;
  const { start, end } = dayOf(at);
  const [made] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        ne(withdrawals.status, 'rejected'),
        gte(withdrawals.createdAt, start),
        lte(withdrawals.createdAt, end),
      ),
    );
  return Math.max(0, settings.freeWithdrawalsPerDay - (made?.n ?? 0));
}

/** The charge of `amount`: none while free withdrawals are left, else the rate (rounded up), at least the minimum. */
export function chargeOf(amount: Cents, settings: MerchantWithdrawSettings, freeLeft: number): Cents {
  if (freeLeft > 0) return 0;
  const rated = Math.ceil((amount * settings.chargeBasisPoints) / 10_000);
  return Math.min(Math.max(rated, settings.minimumCharge), amount - 1);
}

export interface WithdrawRequest {
  member: Member;
  settings: MerchantWithdrawSettings;
  card: CardView;
  amount: Cents;
  idempotencyKey: string;
  at: Date;
}

/**
 * Holds `amount` from the member's main wallet for a new pending withdrawal to `card`, in one transaction: the main
 * wallet's row locked, the charge counted with today's withdrawals, the conditional debit (`withdraw_balance_not_enough`
 * and nothing written when it falls short), the withdrawal and its ledger row. The same idempotency key again answers
 * the first withdrawal and holds nothing more.
 */
export async function requestWithdrawal(db: Database, request: WithdrawRequest): Promise<Withdrawal> {
  const { member, settings, card, amount, idempotencyKey, at } = request;
  const fingerprint = `withdraw:${card.card.id}:${amount}`;
  return db
    .transaction(async (tx) =>
      once(tx, { memberId: member.id, key: idempotencyKey, fingerprint, at }, async () => {
        await lockMain(tx, member.id);
        const charges = chargeOf(amount, settings, await freeLeftToday(tx, member.id, settings, at));
        const [debited] = await tx
          .update(wallets)
          .set({ balance: sql`${wallets.balance} - ${amount}`, updatedAt: at })
          .where(and(eq(wallets.memberId, member.id), gte(wallets.balance, amount)))
          .returning({ balance: wallets.balance });
        if (!debited) throw withdrawErrors.balanceNotEnough();
        const [created] = await tx
          .insert(withdrawals)
          .values({
            memberId: member.id,
            merchantId: member.merchantId,
            amount,
            charges,
            bankCardId: card.card.id,
            bankName: card.bankName ?? card.card.bankCode,
            cardNumberMasked: maskCardNumber(card.card.cardNumber),
            c2c: settings.c2cEnabled,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!created) throw new Error('a withdrawal was not stored');
        await tx.insert(walletTransactions).values({
          memberId: member.id,
          kind: 'withdrawal',
          amount: -amount,
          balanceAfter: debited.balance,
          withdrawalId: created.id,
          createdAt: at,
        });
        return created;
      }),
    )
    .then((stored) => reviveDates(stored));
}

/** A withdrawal read back from a stored idempotent answer (JSON) has its dates as strings. */
function reviveDates(row: Withdrawal): Withdrawal {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    disbursedAt: row.disbursedAt === null ? null : new Date(row.disbursedAt),
  };
}

/** C2C withdrawals disbursed longer ago than the merchant's minutes and not answered: received, by the clock. */
export async function settleOverdue(
  db: Database,
  memberId: number,
  settings: MerchantWithdrawSettings,
  at: Date,
): Promise<void> {
  const due = new Date(at.getTime() - settings.confirmationMinutes * 60_000);
  await db
    .update(withdrawals)
    .set({ status: 'forced_received', updatedAt: at })
    .where(
      and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'disbursed'), lte(withdrawals.disbursedAt, due)),
    );
}

/**
 * Whether a withdrawal of the merchant was paid out by `at`: approved, or a C2C payment the member received, said so
 * or not (one disbursed longer ago than the merchant's minutes counts as received, which `settleOverdue` writes only
 * when the member next reads, so a report by someone else must not wait for that read).
 */
export function paidOutBy(at: Date, merchantId: number): SQL {
  const minutes = sql`(select ${merchantWithdrawSettings.confirmationMinutes} from ${merchantWithdrawSettings}
    where ${merchantWithdrawSettings.merchantId} = ${merchantId})`;
  return sql`(${inArray(withdrawals.status, ['approved', 'received', 'forced_received'])} or (
    ${withdrawals.status} = 'disbursed' and ${withdrawals.disbursedAt} <= ${at}::timestamptz - make_interval(mins => ${minutes})))`;
}

/** The member's withdrawals, newest first, one page of them, with the number of all. */
export async function withdrawalsOf(
  db: Database,
  memberId: number,
  page: { page: number; size: number; disbursedOnly?: boolean },
): Promise<{ rows: Withdrawal[]; total: number }> {
  const where = and(
    eq(withdrawals.memberId, memberId),
    page.disbursedOnly ? inArray(withdrawals.status, disbursedStatuses) : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * The member's answer to a disbursed C2C withdrawal. Only the member's own, only while disbursed (an overdue one was
 * received by the clock first); another member's id answers as none.
 */
export async function confirmPayment(
  db: Database,
  member: Member,
  settings: MerchantWithdrawSettings,
  answer: { id: string | number; received: boolean; at: Date },
): Promise<Withdrawal> {
  const id = Number(typeof answer.id === 'string' ? answer.id.trim() : answer.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw withdrawErrors.notFound();
  await settleOverdue(db, member.id, settings, answer.at);
  const [updated] = await db
    .update(withdrawals)
    .set({ status: answer.received ? 'received' : 'not_received', updatedAt: answer.at })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, member.id), eq(withdrawals.status, 'disbursed')))
    .returning();
  if (updated) return updated;
  const [own] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, member.id)));
  throw own ? withdrawErrors.notAwaiting() : withdrawErrors.notFound();
}

export type WithdrawalAction = 'approve' | 'reject' | 'disburse';

/** The statuses each action of the merchant may start from. */
const actionFrom: Record<WithdrawalAction, WithdrawalStatus[]> = {
  approve: ['pending', 'not_received'],
  reject: ['pending', 'disbursed', 'not_received'],
  disburse: ['pending'],
};

/**
 * The merchant's decision on a withdrawal (dev endpoints): approve (the hold becomes final), reject (the amount back
 * to the main wallet with its ledger row, in the same transaction as the status, so it is returned once) or, for C2C,
 * disburse (a payer has paid; the member is asked to confirm). Answers undefined when the withdrawal is not of this
 * merchant or not in a status the action may start from.
 */
export async function decideWithdrawal(
  db: Database,
  decision: { merchantId: number; id: number; action: WithdrawalAction; at: Date },
): Promise<Withdrawal | undefined> {
  const { merchantId, id, action, at } = decision;
  const status: WithdrawalStatus = action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'disbursed';
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(withdrawals)
      .set({ status, updatedAt: at, ...(action === 'disburse' ? { disbursedAt: at } : {}) })
      .where(
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.merchantId, merchantId),
          inArray(withdrawals.status, actionFrom[action]),
          action === 'disburse' ? eq(withdrawals.c2c, true) : undefined,
        ),
      )
      .returning();
    if (updated) await tellMember(tx, updated, action, at);
    if (!updated || action !== 'reject') return updated;
    await lockMain(tx, updated.memberId);
    const [credited] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${updated.amount}`, updatedAt: at })
      .where(eq(wallets.memberId, updated.memberId))
      .returning({ balance: wallets.balance });
    if (!credited) throw new Error('the wallet of a withdrawal is gone');
    await tx.insert(walletTransactions).values({
      memberId: updated.memberId,
      kind: 'withdrawal_return',
      amount: updated.amount,
      balanceAfter: credited.balance,
      withdrawalId: updated.id,
      createdAt: at,
    });
    return updated;
  });
}

/**
 * Tells the member's pages of the merchant's decision when it commits: paid out or rejected (`WITHDRAW`), or, for C2C,
 * paid by a payer and waiting for the member's confirmation (`PAYMENT_CONFIRMATION`).
 */
function tellMember(tx: Transaction, withdrawal: Withdrawal, action: WithdrawalAction, at: Date): Promise<void> {
  const data = { amount: toWire(withdrawal.amount), time: at.getTime() };
  if (action === 'disburse')
    return notifyMember(tx, withdrawal.memberId, 'PAYMENT_CONFIRMATION', { ...data, id: withdrawal.id });
  return notifyMember(tx, withdrawal.memberId, 'WITHDRAW', { ...data, success: action === 'approve', remarks: '' });
}
