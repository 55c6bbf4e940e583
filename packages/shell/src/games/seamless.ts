import type { Game } from '@lobby/contract';

/** What `/seamless` carries in its address: enough to start the game again after a reload, and its name to show. */
export interface SeamlessSearch {
  nodeId: string;
  gameId?: string;
  vassalage?: string;
  name?: string;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

export function seamlessSearchOf(game: Game): SeamlessSearch {
  const name = game.gameName ?? game.displayName ?? game.nodeName ?? undefined;
  return {
    nodeId: String(game.nodeId),
    ...(text(game.gameId) ? { gameId: text(game.gameId) } : {}),
    ...(game.vassalage ? { vassalage: game.vassalage } : {}),
    ...(name ? { name } : {}),
  };
}

/** Reads `/seamless`'s address; null without a game to start. */
export function parseSeamlessSearch(search: Record<string, unknown>): SeamlessSearch | null {
  const nodeId = text(search.nodeId)?.trim();
  if (!nodeId) return null;
  const gameId = text(search.gameId);
  const vassalage = text(search.vassalage);
  const name = text(search.name);
  return { nodeId, ...(gameId ? { gameId } : {}), ...(vassalage ? { vassalage } : {}), ...(name ? { name } : {}) };
}

/** The real-money launch of a game (contract §2.6 `buildGameParameters`), for the web's desktop client. */
export function launchQueryOf(game: SeamlessSearch, language: string) {
  return {
    launchMode: 'GLS' as const,
    nodeId: game.nodeId,
    gameId: game.gameId,
    vassalage: game.vassalage,
    accountType: 1,
    platform: 'html5-desktop',
    clientType: 3,
    language,
  };
}
