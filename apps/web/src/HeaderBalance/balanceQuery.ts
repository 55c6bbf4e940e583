import type { ApiClient } from '@lobby/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Every cached balance of the header, whoever is signed in: what a movement of money makes stale. */
export const balanceQueryKey = ['balance'] as const;

/** The signed-in member's balance (`/wps/v2/wallets/balance`, `typeId` 0: every wallet summed), and its currency. */
export function balanceQuery(client: ApiClient, member: string) {
  return queryOptions({
    queryKey: [...balanceQueryKey, member],
    queryFn: ({ signal }) => client.call('balance', { typeId: 0 }, { signal }),
    staleTime: 10_000,
  });
}
