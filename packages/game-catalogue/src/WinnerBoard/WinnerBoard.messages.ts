import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const winnerBoardMessages = defineMessages<{
  title: NoValues;
  rank: { rank: number };
  play: { game: string; winner: string };
  failed: NoValues;
  retry: NoValues;
}>({
  title: { id: 'game-catalogue.WinnerBoard.title', defaultMessage: 'Big winners' },
  rank: { id: 'game-catalogue.WinnerBoard.rank', defaultMessage: 'No. {rank}' },
  play: { id: 'game-catalogue.WinnerBoard.play', defaultMessage: 'Play {game}, won by {winner}' },
  failed: { id: 'game-catalogue.WinnerBoard.failed', defaultMessage: 'The winners could not be loaded.' },
  retry: { id: 'game-catalogue.WinnerBoard.retry', defaultMessage: 'Try again' },
});
