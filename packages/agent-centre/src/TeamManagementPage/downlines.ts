import type { ApiClient } from '@lobby/api-client';
import { agentDownlineRules, downlineStatuses, mainWalletTypeId, type DownlineStatus } from '@lobby/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { agentCentreKey } from '../common/pageProps';

/** Which downlines the list shows: every level or the direct ones, those whose username holds `search`, a page. */
export interface DownlineFilter {
  search: string;
  scope: 'all' | 'direct';
  page: number;
}

export const firstFilter: DownlineFilter = { search: '', scope: 'all', page: 1 };

export const downlinesQuery = (client: ApiClient, memberId: string, filter: DownlineFilter) =>
  queryOptions({
    queryKey: agentCentreKey(memberId, 'downlines', filter),
    queryFn: ({ signal }) =>
      client.call(
        'agentDownlines',
        {
          ...(filter.search ? { search: filter.search } : {}),
          scope: filter.scope,
          page: filter.page,
          size: agentDownlineRules.pageSize,
        },
        { signal },
      ),
    // The page being left stays on screen while the next loads, so the table never jumps to a spinner.
    placeholderData: keepPreviousData,
  });

/** What the agent's main wallet holds: transfers to downlines leave from it. */
export const mainBalanceQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: agentCentreKey(memberId, 'mainBalance'),
    queryFn: async ({ signal }) => {
      const wallets = await client.call('allWalletBalances', undefined, { signal });
      const main = wallets.balances.find((row) => String(row.accountTypeId) === mainWalletTypeId);
      return Number(main?.availBalance ?? 0);
    },
  });

/** Every answer about the team's downlines and the agent's balance: what a transfer makes stale. */
export const afterTransferKeys = (memberId: string) => [
  agentCentreKey(memberId, 'downlines'),
  agentCentreKey(memberId, 'mainBalance'),
];

/** A status as the platform words it, or undefined for one this page does not know (shown as sent). */
export const knownStatus = (status: string): DownlineStatus | undefined =>
  downlineStatuses.find((known) => known === status);
