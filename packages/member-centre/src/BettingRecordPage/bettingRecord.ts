import type { ApiClient } from '@lobby/api-client';
import type { BetProductType } from '@lobby/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { memberCentreKey } from '../common/pageProps';
import { rangeQuery, type DayRange } from '../common/recordRange';

/** Bets a page of the record shows: a screenful on a phone, two on a desktop. */
export const betPageSize = 20;

/** The platform's betting record of each product: one call per product (contract §5.2). */
const historyCalls = {
  RNG: 'personalRngHistory',
  LIVE: 'personalLiveHistory',
  FISH: 'personalFishHistory',
  PVP: 'personalPvpHistory',
  SPORTS: 'personalSportsHistory',
  ELOTT: 'personalElottHistory',
  LOTT: 'personalLottHistory',
} as const satisfies Record<BetProductType, string>;

/** What the record is asked for: a product over a range, of one vendor (its code) or all. */
export interface BetFilter {
  product: BetProductType;
  range: DayRange;
  /** The searches made so far: a new search asks again. */
  searches: number;
  vendor: string | undefined;
}

/**
 * A page of the member's bets with the totals of the whole filter. The page shown stays while the next one loads
 * (paging does not blank the list), and each filter's pages are cached apart.
 */
export const betHistoryQuery = (client: ApiClient, memberId: string, filter: BetFilter, page: number) =>
  queryOptions({
    queryKey: [
      ...memberCentreKey(memberId, 'bets', filter.product),
      filter.range.from.getTime(),
      filter.range.to.getTime(),
      filter.vendor ?? '',
      filter.searches,
      page,
    ],
    queryFn: ({ signal }) =>
      client.call(
        historyCalls[filter.product],
        { ...rangeQuery(filter.range), page, size: betPageSize, ...(filter.vendor ? { vendor: filter.vendor } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
