import type { ApiClient } from '@lobby/api-client';
import type { BodyOf, ValueOf } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { memberCentreKey } from '../common/pageProps';
import { centsOf } from '@lobby/i18n/amount';

export type DepositLimits = ValueOf<'depositLimits'>;
export type DepositLimit = DepositLimits['daily'];

/** The periods of a deposit limit, in the order the page shows them. */
export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

export const depositLimitsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'depositLimits'),
    queryFn: ({ signal }) => client.call('depositLimits', undefined, { signal }),
  });

/**
 * What the platform did with a limit sent for `period` (`amount` in the currency, null: none), read from its answer:
 * in force at once (a lower limit), or waiting until `from` (a higher one, or none) while `current` still applies.
 */
export type LimitOutcome =
  | { applied: 'now'; limit: number | null }
  | { applied: 'later'; limit: number | null; from: number; current: number | null };

export function limitOutcome(answer: DepositLimits, period: LimitPeriod, sent: number | null): LimitOutcome {
  const row = answer[period];
  const pendingSame =
    row.pendingFrom != null &&
    (sent === null
      ? row.pendingLimit == null
      : row.pendingLimit != null && centsOf(row.pendingLimit) === centsOf(sent));
  if (pendingSame && row.pendingFrom != null) {
    return { applied: 'later', limit: sent, from: row.pendingFrom, current: row.limit ?? null };
  }
  return { applied: 'now', limit: row.limit ?? null };
}

export type BreakPeriod = BodyOf<'selfExclude'>['period'];

const hourMs = 60 * 60 * 1000;

/**
 * The breaks the contract offers, with how long each lasts: time-outs of 24 hours, 7 and 30 days, and a
 * self-exclusion of six months (the platform counts 183 days). The page shows the end before the player confirms;
 * the platform's answer is the one that counts.
 */
export const breakPeriods = [
  { period: '24H', ms: 24 * hourMs },
  { period: '7D', ms: 7 * 24 * hourMs },
  { period: '30D', ms: 30 * 24 * hourMs },
  { period: '6M', ms: 183 * 24 * hourMs },
] as const satisfies ReadonlyArray<{ period: BreakPeriod; ms: number }>;
