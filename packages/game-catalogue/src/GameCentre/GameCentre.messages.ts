import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const gameCentreMessages = defineMessages<{
  vendors: NoValues;
  allVendors: NoValues;
  filters: NoValues;
  all: NoValues;
  hot: NoValues;
  favourites: NoValues;
  recent: NoValues;
  search: NoValues;
  searchButton: NoValues;
  games: NoValues;
  more: NoValues;
  loading: NoValues;
  end: NoValues;
  empty: NoValues;
  emptyDescription: NoValues;
  failed: NoValues;
  retry: NoValues;
  moreFailed: NoValues;
  favourite: { name: string };
}>({
  vendors: { id: 'game-catalogue.GameCentre.vendors', defaultMessage: 'Providers' },
  allVendors: { id: 'game-catalogue.GameCentre.allVendors', defaultMessage: 'All providers' },
  filters: { id: 'game-catalogue.GameCentre.filters', defaultMessage: 'Show' },
  all: { id: 'game-catalogue.GameCentre.all', defaultMessage: 'All' },
  hot: { id: 'game-catalogue.GameCentre.hot', defaultMessage: 'Hot' },
  favourites: { id: 'game-catalogue.GameCentre.favourites', defaultMessage: 'Favourites' },
  recent: { id: 'game-catalogue.GameCentre.recent', defaultMessage: 'Recent' },
  search: { id: 'game-catalogue.GameCentre.search', defaultMessage: 'Search games' },
  searchButton: { id: 'game-catalogue.GameCentre.searchButton', defaultMessage: 'Search' },
  games: { id: 'game-catalogue.GameCentre.games', defaultMessage: 'Games' },
  more: { id: 'game-catalogue.GameCentre.more', defaultMessage: 'Load more games' },
  loading: { id: 'game-catalogue.GameCentre.loading', defaultMessage: 'Loading more games' },
  end: { id: 'game-catalogue.GameCentre.end', defaultMessage: 'That is every game here.' },
  empty: { id: 'game-catalogue.GameCentre.empty', defaultMessage: 'No games found' },
  emptyDescription: {
    id: 'game-catalogue.GameCentre.emptyDescription',
    defaultMessage: 'Try another provider, another filter or fewer letters.',
  },
  failed: { id: 'game-catalogue.GameCentre.failed', defaultMessage: 'The games could not be loaded.' },
  retry: { id: 'game-catalogue.GameCentre.retry', defaultMessage: 'Try again' },
  moreFailed: {
    id: 'game-catalogue.GameCentre.moreFailed',
    defaultMessage: 'Network link is abnormal, please try again',
  },
  favourite: { id: 'game-catalogue.GameCentre.favourite', defaultMessage: 'Favourite: {name}' },
});
