import { ApiError, type ApiClient } from '@lobby/api-client';
import { errorCodes } from '@lobby/contract';
import { rewardsKey } from '../common/pageProps';

/** Friends a page of the list shows. */
export const friendsPageSize = 10;

/** The member's code (made on the first ask) and the counts of friends. */
export const referralDetailsQuery = (client: ApiClient, memberId: string) => ({
  queryKey: rewardsKey(memberId, 'referral', 'details'),
  queryFn: () => client.call('referralDetails', { autoGenerate: true }),
});

/** One page of the member's friends, newest first. */
export const referralFriendsQuery = (client: ApiClient, memberId: string, page: number) => ({
  queryKey: rewardsKey(memberId, 'referral', 'friends', page),
  queryFn: () => client.call('referralList', { page, size: friendsPageSize }),
});

/** This month's ranking of inviters. */
export const referralRankingQuery = (client: ApiClient, memberId: string) => ({
  queryKey: rewardsKey(memberId, 'referral', 'ranking'),
  queryFn: () => client.call('referralRanking'),
});

/**
 * The link a friend opens: this site's registration with the code as the address's `r` (contract §2.2's capture,
 * which the registration form reads and fills in).
 */
export function inviteLink(origin: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set('r', code);
  return url.toString();
}

/** A free-play account asked: the platform refuses it, since it cannot invite. */
export const isTrialRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === errorCodes.trialAccountRestricted;
