import type { ApiClient } from '@lobby/api-client';
import { feedbackImageKind, feedbackImageMime, feedbackRules, type ValueOf } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { refusalCode, refusalData } from '../common/errors';
import { memberCentreKey } from '../common/pageProps';
import { isOn } from '../WalletPage/wallets';

export type DepositSettings = ValueOf<'depositSettings'>;
export type DepositMethods = ValueOf<'depositBanksList'>;
export type DepositChannel = DepositMethods[string]['channels'][number];
export type DepositRecord = ValueOf<'depositRecords'>['list'][number];
export type BankTransfer = ValueOf<'newDepositBankTransfer'>;

export const depositSettingsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'depositSettings'),
    queryFn: ({ signal }) => client.call('depositSettings', undefined, { signal }),
  });

export const depositMethodsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'depositMethods'),
    queryFn: ({ signal }) => client.call('depositBanksList', undefined, { signal }),
  });

export const depositRecordsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'depositRecords'),
    queryFn: ({ signal }) => client.call('depositRecords', { page: 1, size: 10 }, { signal }),
  });

/** The methods this page knows how to take a deposit by: online through a payment page, and bank transfer. */
export const depositMethodCodes = ['PG', 'MT'] as const;
export type DepositMethodCode = (typeof depositMethodCodes)[number];

/** The merchant's methods this page offers, in its order, each with at least one channel. */
export const offeredMethods = (methods: DepositMethods): DepositMethodCode[] =>
  depositMethodCodes.filter((code) => (methods[code]?.channels.length ?? 0) > 0);

/**
 * A bank transfer the player left before saying it was made (pending, no task, its receiving account known): the
 * records offer to continue it, as it was answered when made.
 */
export function transferToContinue(row: DepositRecord): BankTransfer | undefined {
  const waiting = knownMethod(row.method) === 'MT' && row.status.toUpperCase() === 'PENDING' && !isOn(row.taskCreated);
  if (!waiting || !row.accountNumber || !row.bankName) return undefined;
  return {
    depositId: row.depositId,
    status: row.status,
    amount: row.amount,
    remarks: row.remarks,
    bankBranch: row.bankBranch,
    bankChName: row.bankName,
    receiverNamePinyin: row.receiverNamePinyin ?? '',
    accountNumber: row.accountNumber,
  };
}

export const knownMethod = (method: string): DepositMethodCode | undefined =>
  depositMethodCodes.find((code) => code === method.toUpperCase());

/** A channel's key among its method's: a payment gateway may offer the same bank through two vendors. */
export const channelKey = (channel: DepositChannel): string => `${channel.bankCode}:${String(channel.vendorId)}`;

export const channelLimits = (channel: DepositChannel) => ({
  minimum: Number(channel.minAmount),
  maximum: Number(channel.maxAmount),
});

/** A deposit the platform refused for one of the contract's reasons, with what the reason carries. */
export type DepositRefusal =
  | { reason: 'closed'; message: string | undefined }
  | { reason: 'overMaximum'; maximum: number | undefined }
  | { reason: 'underMinimum'; minimum: number | undefined }
  | { reason: 'overLimit'; period: 'daily' | 'weekly' | 'monthly'; limit: number; used: number };

const numberOr = (value: unknown): number | undefined =>
  value === undefined || value === null || value === '' || !Number.isFinite(Number(value)) ? undefined : Number(value);

/** The contract's refusal of a deposit, or undefined for any other failure (shown as the platform words it). */
export function depositRefusal(error: unknown): DepositRefusal | undefined {
  const data = refusalData(error);
  switch (refusalCode(error)) {
    case 'deposit_not_allowed':
      return {
        reason: 'closed',
        message: typeof data.depositOffMessage === 'string' ? data.depositOffMessage : undefined,
      };
    case 'deposit_amount_exceed':
      return { reason: 'overMaximum', maximum: numberOr(data.maxAmount) };
    case 'deposit_amount_below_minimum':
      return { reason: 'underMinimum', minimum: numberOr(data.minAmount) };
    case 'deposit_limit_exceeded': {
      const period = data.period === 'weekly' || data.period === 'monthly' ? data.period : 'daily';
      return { reason: 'overLimit', period, limit: numberOr(data.limit) ?? 0, used: numberOr(data.used) ?? 0 };
    }
    default:
      return undefined;
  }
}

/** The statuses of a deposit as the records show them. */
export const depositStatuses = ['PENDING', 'SUCCESSFUL', 'FAILED'] as const;
export type DepositStatus = (typeof depositStatuses)[number];
export const knownStatus = (status: string): DepositStatus | undefined =>
  depositStatuses.find((known) => known === status.toUpperCase());

/**
 * Where the payment page of an online deposit is, as an address to open: relative to the site, and only on the web
 * (a `javascript:` or `data:` answer is none).
 */
export function paymentPageUrl(redirectUrl: string, base: string): string | undefined {
  try {
    const url = new URL(redirectUrl, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A receipt picture as the platform takes it: its file name and its bytes as a data URL. */
export interface Receipt {
  name: string;
  dataUrl: string;
}

/** Why a chosen file is no receipt: each is said apart, naming the file. */
export type ReceiptRefusal = { reason: 'wrongType' | 'tooBig' | 'unreadable'; name: string };

function read(blob: Blob, as: 'arrayBuffer'): Promise<ArrayBuffer>;
function read(blob: Blob, as: 'dataUrl'): Promise<string>;
function read(blob: Blob, as: 'arrayBuffer' | 'dataUrl'): Promise<ArrayBuffer | string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer | string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    if (as === 'arrayBuffer') reader.readAsArrayBuffer(blob);
    else reader.readAsDataURL(blob);
  });
}

/**
 * Reads a chosen file as a receipt, or says why it cannot be one: over 5 MB (not read at all), not a PNG or JPEG by
 * its first bytes (whatever its name claims, as the platform judges), or unreadable. The data URL names the format
 * the bytes are, so the platform's check always agrees.
 */
export async function readReceipt(file: File): Promise<Receipt | ReceiptRefusal> {
  const { name } = file;
  if (file.size > feedbackRules.maxImageBytes) return { reason: 'tooBig', name };
  try {
    const kind = feedbackImageKind(new Uint8Array(await read(file.slice(0, 16), 'arrayBuffer')));
    if (!kind) return { reason: 'wrongType', name };
    const dataUrl = await read(file, 'dataUrl');
    return { name, dataUrl: `data:${feedbackImageMime[kind]};base64,${dataUrl.slice(dataUrl.indexOf(',') + 1)}` };
  } catch {
    return { reason: 'unreadable', name };
  }
}
