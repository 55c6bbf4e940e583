import type { LotteryGame, VendorLane } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { gameUrlOf } from '../launch/gameUrl';
import type { CatalogueScope } from '../list/gamesQuery';

/** The three lottery pages (spec 2 §2): `/lottery` (LOTT and ELOTT), `/seaLottery` (TCG_SEA), `/vnLottery`. */
export type LotteryArea = 'lottery' | 'sea' | 'vn';

/** Prize modes of contract §2.10 a page asks for (ZY is the platform's, never chosen by this site). */
export type PrizeMode = 'LOTT' | 'ELOTT' | 'SEA';

/** The vendor the VN menus stand for: the platform leaves their games untagged, the site tags them. */
export const vnLotteryVendor = 'TCG_LOTTO_VN';

/** Lottery games under one heading: a `gameGroupCode`, or a region of the VN menus. */
export interface LotteryGroup {
  key: string;
  games: LotteryGame[];
}

/**
 * The prize mode of `/lottery` and `/vnLottery` (spec 2 §4): ELOTT when the ELOTT lane holds the TCG_LOTTO_VN or LOTT
 * vendor, else LOTT. With the brand's second language LOTT counts as ELOTT.
 */
export function prizeModeOf(lanes: readonly VendorLane[], { secondLanguage }: { secondLanguage: boolean }) {
  if (secondLanguage) return 'ELOTT';
  const elott = lanes.find((lane) => lane.title.toUpperCase() === 'ELOTT');
  const hasCard = (code: string) => elott?.cards.some((card) => card.vassalage.toUpperCase() === code) ?? false;
  return hasCard(vnLotteryVendor) || hasCard('LOTT') ? 'ELOTT' : 'LOTT';
}

/** The prize mode a page asks its menu and its launches in. */
export function areaPrizeMode(area: LotteryArea, lotteryPrizeMode: 'LOTT' | 'ELOTT'): PrizeMode {
  return area === 'sea' ? 'SEA' : lotteryPrizeMode;
}

/** Groups games by tag, in the order the platform lists them; untagged games come last under `''`. */
export function groupLotteryGames(games: readonly LotteryGame[]): LotteryGroup[] {
  const groups = new Map<string, LotteryGame[]>();
  for (const game of games) {
    const key = game.gameGroupCode ?? '';
    groups.set(key, [...(groups.get(key) ?? []), game]);
  }
  const untagged = groups.get('');
  groups.delete('');
  const tagged = [...groups].map(([key, list]) => ({ key, games: list }));
  return untagged ? [...tagged, { key: '', games: untagged }] : tagged;
}

const tagVn = (games: readonly LotteryGame[]) => games.map((game) => ({ ...game, accountTypeName: vnLotteryVendor }));

/** The lottery menu of a page: `/lgw/games/game_menus` grouped by tag, or the VN menus by region. */
export function lotteryMenuQuery(scope: CatalogueScope, area: LotteryArea, prizeMode: PrizeMode) {
  return queryOptions({
    queryKey: ['lottery-menu', scope.merchantCode, area, prizeMode, scope.language],
    queryFn: async ({ signal }): Promise<LotteryGroup[]> => {
      if (area === 'vn') {
        const regions = await scope.client.call('vnLotteryMenus', { prizeMode, device: 'WEB' }, { signal });
        return Object.entries(regions).map(([key, region]) => ({ key, games: tagVn(region.gameMenus) }));
      }
      return groupLotteryGames(await scope.client.call('lotteryGameMenus', { prizeMode }, { signal }));
    },
  });
}

/** The player's recently played lottery games of a page; only asked for a signed-in player. */
export function recentLotteryQuery(scope: CatalogueScope, area: LotteryArea, prizeMode: PrizeMode, signedIn: boolean) {
  return queryOptions({
    queryKey: ['lottery-recent', scope.merchantCode, area, prizeMode, scope.language],
    enabled: signedIn,
    queryFn: async ({ signal }): Promise<LotteryGame[]> =>
      area === 'vn'
        ? tagVn(await scope.client.call('vnLotteryRecent', { prizeMode, device: 'WEB' }, { signal }))
        : scope.client.call('lotteryRecentMenus', { prizeMode }, { signal }),
  });
}

export interface LotteryLaunch {
  area: LotteryArea;
  prizeMode: PrizeMode;
  /** The game to bet on; '' opens the lottery lobby. */
  gameCode: string;
  /** Where the lottery's own "back" leads: the site. */
  backUrl: string;
}

/** Starts a lottery game's betting view, or the lobby (contract §2.6 lottery launch), and resolves with its address. */
export async function launchLottery(scope: CatalogueScope, launch: LotteryLaunch, signal?: AbortSignal) {
  const value = await scope.client.call(
    'launchGame',
    {
      launchMode: 'LOTT',
      lottoPrizeMode: launch.prizeMode,
      lottoGameCode: launch.gameCode || 'lobby',
      lottoView: launch.gameCode ? 'betting' : 'lobby',
      ...(launch.area === 'vn' ? { lottoArea: 'VN' } : {}),
      device: 'WEB',
      backUrl: launch.backUrl,
      language: scope.language,
    },
    { signal },
  );
  return gameUrlOf(value);
}
