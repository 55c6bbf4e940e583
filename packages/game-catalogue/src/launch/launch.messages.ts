import { defineMessages } from '@lobby/i18n/react';

/** Why a chosen game did not start. */
export const launchMessages = defineMessages({
  launchFailed: { id: 'game-catalogue.Launch.launchFailed', defaultMessage: 'The game could not be started.' },
  popupBlocked: {
    id: 'game-catalogue.Launch.popupBlocked',
    defaultMessage: 'The game window was blocked. Allow pop-ups for this site and try again.',
  },
  balanceShort: {
    id: 'game-catalogue.Launch.balanceShort',
    defaultMessage: 'Your balance is not enough to play this game. Make a deposit and try again.',
  },
});
