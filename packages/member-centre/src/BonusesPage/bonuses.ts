import type { ApiClient } from '@lobby/api-client';
import type { BonusStatus } from '@lobby/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { memberCentreKey } from '../common/pageProps';

/** Bonuses a page of the list shows. */
export const bonusPageSize = 10;

/** The filter's choices: every status, or one. */
export const statusFilters = ['ALL', 'ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED'] as const satisfies ReadonlyArray<
  BonusStatus | 'ALL'
>;
export type StatusFilter = (typeof statusFilters)[number];

export const bonusesQuery = (client: ApiClient, memberId: string, status: StatusFilter, page: number) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'bonuses', status, page),
    queryFn: ({ signal }) =>
      client.call('bonusDetails', { page, size: bonusPageSize, ...(status === 'ALL' ? {} : { status }) }, { signal }),
    // The page shown stays while the next one loads: the list does not collapse under the pager.
    placeholderData: keepPreviousData,
  });
