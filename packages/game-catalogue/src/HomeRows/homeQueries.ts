import { queryOptions } from '@tanstack/react-query';
import type { CatalogueScope } from '../list/gamesQuery';

/** Spec 2 §2: the home page's RNG rows, 15 games a row, two rows. */
export const rngRowSize = 15;

/** The first 30 slot games, for the home page's two RNG rows. */
export function homeRngQuery({ client, merchantCode, language }: CatalogueScope) {
  return queryOptions({
    queryKey: ['homeRng', merchantCode, language],
    queryFn: ({ signal }) =>
      client.call(
        'gameList',
        {
          clientType: 3,
          platform: 'flash,html5-desktop',
          merchant: merchantCode,
          gameType: 'RNG',
          pageNo: 1,
          pageSize: rngRowSize * 2,
          language,
        },
        { signal },
      ),
    staleTime: 60_000,
  });
}

/** The hot games (spec 2 §4: cached until refresh), for the home page's hot row. */
export function hotGamesQuery({ client, merchantCode, language }: CatalogueScope) {
  return queryOptions({
    queryKey: ['hotGames', merchantCode, language],
    queryFn: ({ signal }) =>
      client.call('hotGames', { merchantCode, isPlatform: 2, platform: 'html5-desktop', language }, { signal }),
    staleTime: 5 * 60_000,
  });
}
