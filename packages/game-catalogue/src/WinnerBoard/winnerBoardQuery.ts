import type { Game, WinnerRecord } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import type { CatalogueScope } from '../list/gamesQuery';

/** Spec 2 §9: the winner board shows 20 entries. */
export const winnersShown = 20;

export interface Winner {
  id: string;
  name: string;
  game: string;
  amount: number;
  /** What choosing the entry starts. */
  launch: Game;
}

/** The game a winner's entry starts: its lottery's lobby when the platform names none (`LOTTO_LOBBY`). */
export function gameOfWinner(record: WinnerRecord): Game {
  const lobby = record.nodeId === 'LOTTO_LOBBY';
  return {
    nodeId: lobby ? '' : (record.nodeId ?? ''),
    vassalage: record.vendor ?? '',
    gameName: record.gameName ?? '',
    ...(lobby || record.gameId === null || record.gameId === undefined ? {} : { gameId: record.gameId }),
  };
}

/**
 * The winner board (`ODSFE2_getWinnerBoard`): the 20 biggest wins, biggest first whatever order the platform sent,
 * in the player's language. Kept until the page is reloaded (spec 2 §4), asked again in another language.
 */
export function winnerBoardQuery({ client, language }: CatalogueScope) {
  return queryOptions({
    queryKey: ['winnerBoard', language],
    queryFn: async ({ signal }): Promise<Winner[]> => {
      const value = await client.call(
        'winnerBoard',
        { gameCategory: 'ALL', language, limitNum: winnersShown },
        { signal },
      );
      return value.list
        .map(({ vo }, index) => ({
          id: String(vo.recordId ?? index),
          name: vo.customerName ?? '',
          game: vo.gameName ?? '',
          amount: Number(vo.winAmount),
          launch: gameOfWinner(vo),
        }))
        .filter((winner) => Number.isFinite(winner.amount))
        .sort((a, b) => b.amount - a.amount)
        .slice(0, winnersShown);
    },
    staleTime: Infinity,
  });
}
