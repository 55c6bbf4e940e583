import type { ApiClient } from '@lobby/api-client';
import type { Game } from '@lobby/contract';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { hasMorePages, listPageSizes, pageSizeOf, type ListView, type PageSizes } from './listView';

/** Who asks and in which language: part of every list's key, so a language change reloads from page 1. */
export interface CatalogueScope {
  client: ApiClient;
  merchantCode: string;
  /** The site's language code (EN, VI ...). */
  language: string;
}

/** One page of a list as the centre shows it, whichever call it came from. */
export interface GamesPage {
  games: Game[];
  pageNo: number;
  totalPages: number;
}

// Spec 2 §3 and §9: the web's client type, and the platforms a list asks for.
const clientType = 3;
const listPlatform = 'flash,html5-desktop';
const hotPlatform = 'html5-desktop';

/** Leaves out the filters that are not set, as the platform's web client does. */
function set(value: string): string | undefined {
  return value === '' ? undefined : value;
}

async function fetchPage(
  { client, merchantCode, language }: CatalogueScope,
  view: ListView,
  sizes: PageSizes,
  pageNo: number,
  signal: AbortSignal,
): Promise<GamesPage> {
  const pageSize = pageSizeOf(view, sizes);
  switch (view.listType) {
    case 'ALL': {
      const value = await client.call(
        'gameList',
        {
          clientType,
          platform: listPlatform,
          merchant: merchantCode,
          gameType: view.gameType,
          vassalage: set(view.vassalage),
          gameClassify: set(view.gameClassify),
          gameName: set(view.gameName),
          pageNo,
          pageSize,
          language,
        },
        { signal },
      );
      return { games: value.games, pageNo: Number(value.pageNum ?? pageNo), totalPages: Number(value.totalPages) };
    }
    case 'HOT': {
      // Hot games come in one list, not paged.
      const value = await client.call(
        'hotGames',
        { merchantCode, isPlatform: 2, platform: hotPlatform, language },
        { signal },
      );
      return { games: value.list, pageNo: 1, totalPages: 1 };
    }
    case 'FAV': {
      const value = await client.call(
        'favouriteList',
        { clientType, platform: listPlatform, language, pageNo, pageSize, gameType: view.gameType },
        { signal },
      );
      return { games: value.content, pageNo: Number(value.pageNum ?? pageNo), totalPages: Number(value.totalPages) };
    }
    case 'RECENT': {
      const value = await client.call(
        'recentGames',
        { clientType, gameType: view.gameType, language, pageNo, pageSize },
        { signal },
      );
      return {
        games: value.list ?? value.content ?? [],
        pageNo,
        totalPages: Number(value.totalPages ?? 1),
      };
    }
  }
}

/**
 * The games of a centre's current view, a page at a time (load more). FAV and RECENT need a signed-in player:
 * `signedIn` false leaves them unasked. `sizes` are the list view's unless the caller is the RNG switcher.
 */
export function gamesQuery(
  scope: CatalogueScope,
  view: ListView,
  { signedIn, sizes = listPageSizes }: { signedIn: boolean; sizes?: PageSizes },
) {
  const personal = view.listType === 'FAV' || view.listType === 'RECENT';
  return infiniteQueryOptions({
    queryKey: ['games', scope.merchantCode, scope.language, view, sizes, personal && signedIn],
    queryFn: ({ pageParam, signal }) => fetchPage(scope, view, sizes, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GamesPage) => (hasMorePages(last.pageNo, last.totalPages) ? last.pageNo + 1 : undefined),
    enabled: !personal || signedIn,
    staleTime: 60_000,
    // The list on screen stays (marked busy) until the next one arrives: nothing collapses and jumps back.
    placeholderData: keepPreviousData,
  });
}
