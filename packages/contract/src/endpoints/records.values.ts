import { array, looseObject, minValue, pipe, string } from 'valibot';
import { idLike, maybe, numberLike } from './primitives';

// The member centre's records (contract §5.2): the betting record per product (`getPersonal{RNG,LIVE,...}History`)
// and the account record (`transactionHistory`). Amounts with two decimals, like balances.

/** The products a betting record is kept for: the game lanes (contract §4.2). */
export const betProductTypes = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT'] as const;
export type BetProductType = (typeof betProductTypes)[number];

/** What an account record may be filtered by (`type`): each groups ledger movements of one kind. */
export const accountRecordTypes = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'UPLINE',
  'BONUS',
  'REBATE',
  'SALARY',
  'ADJUSTMENT',
  'GAME',
] as const;
export type AccountRecordType = (typeof accountRecordTypes)[number];

/**
 * What a record answers at once: a date range of at most `maxRangeDays` days (the date pickers' "past 30 days", today
 * included, with a day to spare for a range in another time zone), `maxPageSize` rows a page.
 */
export const recordLimits = { maxRangeDays: 31, maxPageSize: 100, defaultPageSize: 20 } as const;

/** An amount or a count that cannot be below zero. */
const notNegative = pipe(numberLike, minValue(0, 'Expected a number not below zero'));

/**
 * One bet of the member: its round (or ticket) id, the game and vendor, when it was placed and settled, the stake, the
 * part of it counted as turnover (`validBetAmount`), the payout (0 for a loss) and the win or loss (payout less stake,
 * negative for a loss). `status`: SETTLED, UNSETTLED or CANCELLED.
 */
export const betRecord = looseObject({
  betId: idLike,
  productType: string(),
  vendor: string(),
  vendorName: maybe(string()),
  gameName: maybe(string()),
  nodeId: maybe(idLike),
  betTime: numberLike,
  settleTime: maybe(numberLike),
  betAmount: notNegative,
  validBetAmount: notNegative,
  payout: notNegative,
  winLoss: numberLike,
  status: string(),
});

/** A page of bets, newest first, with the count and the totals of every bet the filter holds. */
export const betHistoryValue = looseObject({
  list: array(betRecord),
  totalCount: notNegative,
  totalPages: notNegative,
  summary: looseObject({ betAmount: notNegative, validBetAmount: notNegative, winLoss: numberLike }),
});

/**
 * One movement of the member's main wallet: `type` one of `accountRecordTypes`, `detail` the movement within it
 * (BET and PAYOUT of GAME, TRANSFER_IN and TRANSFER_OUT ...), `amount` signed (what the balance moved by; what was
 * asked for where nothing moved yet), `balance` after it (null for a deposit not credited). `status`: SUCCESS, or
 * PENDING, FAILED, REJECTED ... for a deposit or withdrawal that is not through.
 */
export const accountRecord = looseObject({
  id: idLike,
  txTime: numberLike,
  type: string(),
  detail: maybe(string()),
  amount: numberLike,
  balance: maybe(numberLike),
  status: string(),
  remark: maybe(string()),
});

export const transactionHistoryValue = looseObject({
  list: array(accountRecord),
  totalCount: notNegative,
  totalPages: notNegative,
});
