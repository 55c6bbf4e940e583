import type { ApiClient } from '@lobby/api-client';
import type { ValueOf } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { refusalCode, refusalData } from '../common/errors';
import { memberCentreKey } from '../common/pageProps';

export type WithdrawSettings = ValueOf<'withdrawSettings'>;
export type BankCard = ValueOf<'bankCards'>[number];
export type WithdrawRecord = ValueOf<'withdrawRecords'>['list'][number];

export const withdrawSettingsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'withdrawSettings'),
    queryFn: ({ signal }) => client.call('withdrawSettings', {}, { signal }),
  });

export const bankCardsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'bankCards'),
    queryFn: ({ signal }) => client.call('bankCards', undefined, { signal }),
  });

export const withdrawBanksQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'withdrawBanks'),
    queryFn: ({ signal }) => client.call('withdrawBanks', undefined, { signal }),
    staleTime: Infinity,
  });

export const withdrawChargesQuery = (client: ApiClient, memberId: string, amount: number) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'withdrawCharges', amount),
    queryFn: ({ signal }) => client.call('withdrawCharges', { amount }, { signal }),
    staleTime: 60_000,
  });

export const withdrawRecordsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'withdrawRecords'),
    queryFn: ({ signal }) => client.call('withdrawRecords', { page: 1, size: 10 }, { signal }),
  });

/** The merchant's limits, under whichever names its build answers (desktop names first). */
export function withdrawLimits(settings: WithdrawSettings): { minimum: number; maximum: number } {
  return {
    minimum: Number(settings.minWithdrawal ?? settings.minimumAmount),
    maximum: Number(settings.maxWithdrawal ?? settings.maximumAmount),
  };
}

/** Whether the member holds as many cards as the merchant allows. */
export const cardsFull = (settings: WithdrawSettings, cards: readonly BankCard[]): boolean =>
  settings.maxBankCards != null && cards.length >= Number(settings.maxBankCards);

export type CardNumberProblem =
  { problem: 'empty' } | { problem: 'digits' } | { problem: 'length'; min: number; max: number };

/** Why a typed card number breaks the merchant's rule (digits only, within its lengths), or undefined when it holds. */
export function cardNumberProblem(text: string, settings: WithdrawSettings): CardNumberProblem | undefined {
  const typed = text.replace(/\s+/g, '');
  if (typed === '') return { problem: 'empty' };
  if (!/^\d+$/.test(typed)) return { problem: 'digits' };
  const min = Number(settings.cardNumberMinLength ?? 1);
  const max = Number(settings.cardNumberMaxLength ?? 32);
  if (typed.length < min || typed.length > max) return { problem: 'length', min, max };
  return undefined;
}

/** The information items a merchant may require before a withdrawal (`required_member_information_incomplete`). */
export const memberInfoItems = [
  'required_nickname',
  'required_id_not_verified',
  'required_email_add',
  'required_mobile_no',
  'required_qq',
  'required_address',
] as const;
export type MemberInfoItem = (typeof memberInfoItems)[number];

/** A withdrawal the platform refused for one of the contract's reasons, with what the reason carries. */
export type WithdrawRefusal =
  | { reason: 'turnover'; required: number; actual: number }
  | { reason: 'deposit'; required: number; deposited: number }
  | { reason: 'information'; missing: MemberInfoItem[] }
  | { reason: 'wrongPassword' }
  | { reason: 'noPassword' };

/** The contract's refusal of a withdrawal, or undefined for any other failure (shown as the platform words it). */
export function withdrawRefusal(error: unknown): WithdrawRefusal | undefined {
  const data = refusalData(error);
  switch (refusalCode(error)) {
    case 'withdraw_turnover_not_enough':
      return {
        reason: 'turnover',
        required: Number(data.requiredTurnover ?? 0),
        actual: Number(data.actualTurnover ?? 0),
      };
    case 'required_deposit_amount_not_reached':
      return {
        reason: 'deposit',
        required: Number(data.requiredDepositAmount ?? 0),
        deposited: Number(data.depositAmount ?? 0),
      };
    case 'required_member_information_incomplete': {
      const items: unknown[] = Array.isArray(data) ? data : Object.values(data).flat();
      const missing = items.filter((item): item is MemberInfoItem => memberInfoItems.includes(item as MemberInfoItem));
      return { reason: 'information', missing };
    }
    case 'invalid.payment.pw':
      return { reason: 'wrongPassword' };
    case 'not.exists.payment.password':
      return { reason: 'noPassword' };
    default:
      return undefined;
  }
}

export const paymentConfirmationsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'paymentConfirmations'),
    queryFn: ({ signal }) => client.call('paymentConfirmationList', undefined, { signal }),
  });

/** A C2C withdrawal waiting for the member to say whether the money arrived. */
export const awaitsConfirmation = (row: WithdrawRecord): boolean => row.status.toUpperCase() === 'DISBURSED';

/** The statuses of a withdrawal as the records show them, each in words of its own. */
export const withdrawStatuses = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'DISBURSED',
  'RECEIVED',
  'NOT_RECEIVED',
  'FORCED_RECEIVED',
  'ALL_RECEIVED',
] as const;
export type WithdrawStatus = (typeof withdrawStatuses)[number];
export const knownStatus = (status: string): WithdrawStatus | undefined =>
  withdrawStatuses.find((known) => known === status.toUpperCase());

/**
 * What a record's status says: a known status, or for FORCED_RECEIVED settled by the clock (changed once its
 * confirmation time had come) `AUTO_RECEIVED` with the merchant's minutes; undefined for a status the site does not
 * know (shown as the platform names it).
 */
export function recordStatus(
  row: WithdrawRecord,
): { status: WithdrawStatus } | { status: 'AUTO_RECEIVED'; minutes: number } | undefined {
  const status = knownStatus(row.status);
  if (status !== 'FORCED_RECEIVED' || row.autoConfirmTime == null || row.updateTime == null) {
    return status && { status };
  }
  const due = Number(row.autoConfirmTime);
  if (Number(row.updateTime) < due) return { status };
  const disbursed = row.disbursedTime == null ? undefined : Number(row.disbursedTime);
  return { status: 'AUTO_RECEIVED', minutes: disbursed === undefined ? 0 : Math.round((due - disbursed) / 60_000) };
}
