import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const vendorGamesMessages = defineMessages<{
  games: { vendor: string };
  close: NoValues;
  empty: NoValues;
  failed: NoValues;
  retry: NoValues;
  more: NoValues;
  loading: NoValues;
  end: NoValues;
  moreFailed: NoValues;
}>({
  games: { id: 'game-catalogue.VendorGames.games', defaultMessage: '{vendor} games' },
  close: { id: 'game-catalogue.VendorGames.close', defaultMessage: 'Close' },
  empty: { id: 'game-catalogue.VendorGames.empty', defaultMessage: 'This provider has no games at the moment.' },
  failed: { id: 'game-catalogue.VendorGames.failed', defaultMessage: 'The games could not be loaded.' },
  retry: { id: 'game-catalogue.VendorGames.retry', defaultMessage: 'Try again' },
  more: { id: 'game-catalogue.VendorGames.more', defaultMessage: 'More games' },
  loading: { id: 'game-catalogue.VendorGames.loading', defaultMessage: 'Loading games' },
  end: { id: 'game-catalogue.VendorGames.end', defaultMessage: 'That is every game' },
  moreFailed: {
    id: 'game-catalogue.VendorGames.moreFailed',
    defaultMessage: 'Network link is abnormal, please try again',
  },
});
