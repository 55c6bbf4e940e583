import type { ApiClient } from '@lobby/api-client';
import { errorCodes } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { refusalCode } from '../common/errors';
import { memberCentreKey } from '../common/pageProps';
import { isOn } from '../WalletPage/wallets';

export const uplineQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'upline'),
    queryFn: ({ signal }) => client.call('uplineInfo', undefined, { signal }),
    // A refusal (no upline) is an answer, not a fault to try again.
    retry: false,
  });

/**
 * Whether the member info says the member is under no agent. An absent `toUpline` decides nothing: the platform's
 * answer to `uplineInfo` does then.
 */
export const underNoAgent = (info: { toUpline?: unknown }): boolean => info.toUpline != null && !isOn(info.toUpline);

/** The platform's refusal that the member has no upline to transfer to. */
export const isNoUpline = (error: unknown): boolean => refusalCode(error) === errorCodes.uplineNotFound;

/** A refused transfer to the upline, by the reasons the page words itself; undefined for the others. */
export type UplineRefusal = 'noUpline' | 'wrongPassword' | 'noPassword' | 'balance';

export function uplineRefusal(error: unknown): UplineRefusal | undefined {
  switch (refusalCode(error)) {
    case errorCodes.uplineNotFound:
      return 'noUpline';
    case errorCodes.invalidPaymentPassword:
      return 'wrongPassword';
    case errorCodes.paymentPasswordNotExists:
      return 'noPassword';
    case errorCodes.transferBalanceNotEnough:
      return 'balance';
    default:
      return undefined;
  }
}
