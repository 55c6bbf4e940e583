import type { ApiClient } from '@lobby/api-client';
import type { ProfitPeriod } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { memberCentreKey } from '../common/pageProps';

/** The periods in the order the page offers them; the first is shown on opening. */
export const pagePeriods = [
  'TODAY',
  'YESTERDAY',
  'THIS_WEEK',
  'LAST_WEEK',
  'THIS_MONTH',
  'LAST_MONTH',
] as const satisfies readonly ProfitPeriod[];

export const profitQuery = (client: ApiClient, memberId: string, period: ProfitPeriod) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'profit', period),
    queryFn: ({ signal }) => client.call('personalProfitLoss', { period }, { signal }),
  });

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The days a period covers, as the platform bounds it: its first instant and its last day's (the answer's `endTime` is
 * the first instant after it). One day for today and yesterday.
 */
export function periodDays(startTime: number, endTime: number): { first: number; last: number } {
  return { first: startTime, last: Math.max(startTime, endTime - dayMs) };
}
