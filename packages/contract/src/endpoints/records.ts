import { object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { numberLike } from './primitives';
import { betHistoryValue, transactionHistoryValue, type BetProductType } from './records.values';

/**
 * A date range of a record: `startDate` and `endDate` as days (`2026-05-01`, the whole day, UTC) or instants
 * (`2026-05-01 12:00:00`, ISO, epoch ms); at most 31 days from the start of the first to the end of the last, which
 * holds the date pickers' "past 30 days". `page` from 1, `size` 1-100 (20 when absent).
 */
const recordQuery = {
  startDate: string(),
  endDate: string(),
  page: optional(numberLike),
  size: optional(numberLike),
};

/** The member's bets of one product over a date range, newest first, optionally of one vendor (its code). */
function personalHistory<const P extends BetProductType>(product: P) {
  return defineEndpoint({
    method: 'GET',
    path: `/wps/relay/MCSFE_getPersonal${product}History`,
    relay: `MCSFE_getPersonal${product}History`,
    query: object({ ...recordQuery, vendor: optional(string()) }),
    value: betHistoryValue,
    encrypted: false,
    auth: 'required',
  });
}

/** Betting record, slots and other RNG games (`getPersonalRNGHistory`). */
export const personalRngHistory = personalHistory('RNG');
/** Betting record, live casino (`getPersonalLIVEHistory`). */
export const personalLiveHistory = personalHistory('LIVE');
/** Betting record, fishing games (`getPersonalFISHHistory`). */
export const personalFishHistory = personalHistory('FISH');
/** Betting record, card games between players (`getPersonalPVPHistory`). */
export const personalPvpHistory = personalHistory('PVP');
/** Betting record, sports, e-sports and cockfight (`getPersonalSPORTSHistory`). */
export const personalSportsHistory = personalHistory('SPORTS');
/** Betting record, e-lottery (`getPersonalELOTTHistory`). */
export const personalElottHistory = personalHistory('ELOTT');
/** Betting record, lottery (`getPersonalLOTTHistory`; the contract names the other six, the lanes this one too). */
export const personalLottHistory = personalHistory('LOTT');

/** Account record (`transactionHistory`): every movement of the main wallet over a date range, newest first. */
export const transactionHistory = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getTransactionHistory',
  relay: 'MCSFE_getTransactionHistory',
  query: object({ ...recordQuery, type: optional(string()) }),
  value: transactionHistoryValue,
  encrypted: false,
  auth: 'required',
});
