import type { Game } from '@lobby/contract';

/**
 * What `/seamless` carries in its address: enough to start the game again after a reload, and its name to show. A
 * game is named by `nodeId`, a PVP room by `gameId` (its room id) with its vendor; a sports hot match adds its
 * match and league.
 */
// A type alias rather than an interface: it passes as the root route's open search (parameters by name).
export type SeamlessSearch = {
  nodeId?: string;
  gameId?: string;
  vassalage?: string;
  name?: string;
  matchId?: string;
  leagueId?: string;
};

/** A parameter of an address as text (the router reads `?id=901` as a number), undefined when empty. */
export const searchText = (value: unknown) => {
  const string = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return string === '' ? undefined : string;
};

/** Keeps the fields that have a value, so the address carries no empty parameters. */
function present(search: Record<keyof SeamlessSearch, string | undefined>): SeamlessSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
}

export function seamlessSearchOf(game: Game): SeamlessSearch {
  return present({
    nodeId: searchText(game.nodeId),
    gameId: searchText(game.gameId),
    vassalage: searchText(game.vassalage),
    name: searchText(game.gameName ?? game.displayName ?? game.nodeName),
    matchId: searchText(game.matchId),
    leagueId: searchText(game.leagueId),
  });
}

/** Reads `/seamless`'s address; null without a game (or a room) to start. */
export function parseSeamlessSearch(search: Record<string, unknown>): SeamlessSearch | null {
  const parsed = present({
    nodeId: searchText(search.nodeId),
    gameId: searchText(search.gameId),
    vassalage: searchText(search.vassalage),
    name: searchText(search.name),
    matchId: searchText(search.matchId),
    leagueId: searchText(search.leagueId),
  });
  return parsed.nodeId || parsed.gameId ? parsed : null;
}

/** The real-money launch of a game (contract §2.6 `buildGameParameters`), for the web's desktop client. */
export function launchQueryOf(game: SeamlessSearch, language: string) {
  return {
    launchMode: 'GLS' as const,
    nodeId: game.nodeId,
    gameId: game.gameId,
    vassalage: game.vassalage,
    matchId: game.matchId,
    leagueId: game.leagueId,
    accountType: 1,
    platform: 'html5-desktop',
    clientType: 3,
    language,
  };
}
