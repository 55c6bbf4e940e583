import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const gameFrameMessages = defineMessages<{
  starting: { title: string };
  failed: { title: string };
  failedDescription: NoValues;
  retry: NoValues;
  noGame: NoValues;
  noGameDescription: NoValues;
  balanceShort: { title: string };
  deposit: NoValues;
}>({
  starting: { id: 'game-catalogue.GameFrame.starting', defaultMessage: 'Starting {title}…' },
  failed: { id: 'game-catalogue.GameFrame.failed', defaultMessage: '{title} could not be started' },
  failedDescription: {
    id: 'game-catalogue.GameFrame.failedDescription',
    defaultMessage: 'The connection may have dropped. Try again in a moment.',
  },
  retry: { id: 'game-catalogue.GameFrame.retry', defaultMessage: 'Try again' },
  balanceShort: { id: 'game-catalogue.GameFrame.balanceShort', defaultMessage: 'Not enough balance for {title}' },
  deposit: { id: 'game-catalogue.GameFrame.deposit', defaultMessage: 'Deposit' },
  noGame: { id: 'game-catalogue.GameFrame.noGame', defaultMessage: 'No game was chosen' },
  noGameDescription: {
    id: 'game-catalogue.GameFrame.noGameDescription',
    defaultMessage: 'Choose a game from the home page or a game centre.',
  },
});
