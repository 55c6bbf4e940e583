import type { ApiClient } from '@lobby/api-client';
import type { Game } from '@lobby/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/** The favourite toggle answers at most once a second (spec 2 §4, §9); clicks in between are dropped. */
const toggleThrottleMs = 1000;

/** The signed-in player's favourite game ids (node ids as strings), loaded on login. */
export function favouriteIdsQuery(client: ApiClient, signedIn: boolean) {
  return queryOptions({
    queryKey: ['favouriteIds', signedIn],
    queryFn: ({ signal }) => client.call('favouriteIds', undefined, { signal }),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
}

export interface Favourites {
  isFavourite: (game: Game) => boolean;
  /** Adds or removes the game at once on screen, then tells the platform; a refusal puts the list back. */
  toggle: (game: Game) => void;
}

/**
 * The player's favourites (spec 2 §4): the id list, changed optimistically (an add is skipped when the id is there
 * already) and reconciled with the platform; the favourite lists are fetched again afterwards.
 */
export function useFavourites(client: ApiClient, signedIn: boolean): Favourites {
  const queryClient = useQueryClient();
  const options = favouriteIdsQuery(client, signedIn);
  const ids = useQuery(options).data;
  const lastToggle = useRef(0);

  const isFavourite = useCallback((game: Game) => ids?.includes(String(game.nodeId)) ?? false, [ids]);

  const toggle = useCallback(
    (game: Game) => {
      const now = Date.now();
      if (now - lastToggle.current < toggleThrottleMs) return;
      lastToggle.current = now;
      const id = String(game.nodeId);
      const before = queryClient.getQueryData(options.queryKey) ?? [];
      const removing = before.includes(id);
      queryClient.setQueryData(options.queryKey, removing ? before.filter((known) => known !== id) : [...before, id]);
      const body = { nodeId: game.nodeId, vendor: game.vassalage ?? '', gameType: game.gameType ?? '' };
      void client
        .call(removing ? 'removeFavourite' : 'addFavourite', body)
        .catch(() => queryClient.setQueryData(options.queryKey, before))
        .finally(() => {
          void queryClient.invalidateQueries({ queryKey: options.queryKey });
          void queryClient.invalidateQueries({
            predicate: (query) => query.queryKey[0] === 'games' && JSON.stringify(query.queryKey).includes('"FAV"'),
          });
        });
    },
    [client, options.queryKey, queryClient],
  );

  return { isFavourite, toggle };
}
