import type { ApiClient } from '@lobby/api-client';
import type { AccountRecordType } from '@lobby/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { memberCentreKey } from '../common/pageProps';
import { rangeQuery, type DayRange } from '../common/recordRange';

/** Movements a page of the record shows. */
export const movementPageSize = 20;

/** What the record is asked for: the movements of a type (every type when none) over a range. */
export interface MovementFilter {
  type: AccountRecordType | undefined;
  range: DayRange;
  /** The searches made so far: a new search asks again. */
  searches: number;
}

/** A page of the member's account record; the page shown stays while the next one loads. */
export const accountHistoryQuery = (client: ApiClient, memberId: string, filter: MovementFilter, page: number) =>
  queryOptions({
    queryKey: [
      ...memberCentreKey(memberId, 'movements'),
      filter.type ?? '',
      filter.searches,
      filter.range.from.getTime(),
      filter.range.to.getTime(),
      page,
    ],
    queryFn: ({ signal }) =>
      client.call(
        'transactionHistory',
        { ...rangeQuery(filter.range), page, size: movementPageSize, ...(filter.type ? { type: filter.type } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
