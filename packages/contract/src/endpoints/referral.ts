import { object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { flagLike, numberLike } from './primitives';
import { referralDetailsValue, referralListValue, referralRankingValue } from './referral.values';

// Invite friends (the member centre's `referral`; contract §5.2 names `MCSFE_getReferralDetails` with `autoGenerate`
// and the member centre's `getReferralList` and `getReferralRanking`, given the same `MCSFE_` relay prefix here). A
// visitor registers with the code through `?r=` / `?referralCode=` (§2.2): `register`'s `referralCode`.

/** The member's referral code (made on the first ask with `autoGenerate=true`) and the counts of friends. */
export const referralDetails = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralDetails',
  relay: 'MCSFE_getReferralDetails',
  query: object({ autoGenerate: optional(flagLike) }),
  value: referralDetailsValue,
  encrypted: false,
  auth: 'required',
});

/** One page of the friends who registered with the member's code, newest first; `qualified` narrows it. */
export const referralList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralList',
  relay: 'MCSFE_getReferralList',
  query: object({ page: optional(numberLike), size: optional(numberLike), qualified: optional(string()) }),
  value: referralListValue,
  encrypted: false,
  auth: 'required',
});

/** This month's ranking of the merchant's members by friends who qualified, and the caller's place in it. */
export const referralRanking = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralRanking',
  relay: 'MCSFE_getReferralRanking',
  value: referralRankingValue,
  encrypted: false,
  auth: 'required',
});
