import type { ApiClient } from '@lobby/api-client';
import type { SystemStatusValue } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { readCachedStatus, writeCachedStatus } from './statusCache';

export const systemStatusQueryKey = ['systemStatus'] as const;

/**
 * `GET /wps/system/status`, the first call of every start-up. A copy kept earlier in this tab is shown at once and
 * checked again in the background ("cached in session storage until refresh"); without one the loading cover waits
 * for the answer. Each fresh answer replaces the copy.
 */
export const systemStatusQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: systemStatusQueryKey,
    queryFn: async ({ signal }): Promise<SystemStatusValue> => {
      const host = typeof location === 'undefined' ? undefined : location.hostname;
      const value = await client.call('systemStatus', host ? { host } : {}, { signal });
      writeCachedStatus(value);
      return value;
    },
    initialData: readCachedStatus,
    // The kept copy counts as old, so the first mount always asks the platform again.
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
    // Re-checked explicitly when the tab becomes visible again (StartupGate), not on every focus.
    refetchOnWindowFocus: false,
    retry: false,
    gcTime: Infinity,
  });
