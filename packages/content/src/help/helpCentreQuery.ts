import type { ApiClient } from '@lobby/api-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * The help centre's entries (contract §2.5, `GET /wps/system/helpCenter {lang, device: "WEB"}`) in the site's
 * language: the language is in the key, so a language change asks again in the new one. Kept for ten minutes.
 */
export function helpCentreQuery(client: ApiClient, { language }: { language: string }) {
  return queryOptions({
    queryKey: ['helpCentre', { language }],
    queryFn: ({ signal }) => client.call('helpCenter', { lang: language, device: 'WEB' }, { signal }),
    staleTime: 10 * 60_000,
  });
}
