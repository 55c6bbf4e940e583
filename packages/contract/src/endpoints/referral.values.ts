import { array, boolean, looseObject, minValue, nullable, pipe, string } from 'valibot';
import { maybe, numberLike } from './primitives';

// Invite friends (the member centre's `referral`, contract §5.2): the member's referral code and how many friends it
// brought, the friends themselves page by page, and the month's ranking of members by friends who qualified. A friend
// qualifies with their first successful deposit. Usernames of other members arrive masked (`pl***01`); times are
// epoch milliseconds.

const count = pipe(numberLike, minValue(0, 'Expected a count not below zero'));

/**
 * `MCSFE_getReferralDetails?autoGenerate=true`: the member's code (made on the first ask with `autoGenerate`; null
 * without it until then), the friends who registered with it (`totalInvitations`) and those who qualified, and the
 * merchant's domains an invitation link may name (`promotionDomains`, the contract's fields).
 */
export const referralDetailsValue = looseObject({
  referralCode: maybe(string()),
  totalInvitations: count,
  qualifiedInvitations: count,
  promotionDomains: array(string()),
});

/** One friend: their masked username, when they registered, whether and when they qualified. */
export const referralFriend = looseObject({
  username: string(),
  registerTime: numberLike,
  qualified: boolean(),
  qualifiedTime: maybe(numberLike),
});

/** One page of the member's friends, newest first (`MCSFE_getReferralList`). */
export const referralListValue = looseObject({
  list: array(referralFriend),
  totalCount: count,
  totalPages: count,
});

/** One place of the ranking: the member (masked; `self` for the caller) and the friends who qualified this month. */
export const referralRank = looseObject({
  rank: count,
  username: string(),
  qualifiedCount: count,
  self: boolean(),
});

/**
 * The ranking of the calendar month (UTC) by friends who qualified in it (`MCSFE_getReferralRanking`): the top ten,
 * and the caller's own place (null with no friend qualified this month).
 */
export const referralRankingValue = looseObject({
  periodStart: numberLike,
  periodEnd: numberLike,
  list: array(referralRank),
  myRank: nullable(count),
  myQualifiedCount: count,
});
