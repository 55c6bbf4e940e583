import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const rngSwitcherMessages = defineMessages<{
  vendors: NoValues;
  allVendors: NoValues;
  earlierVendors: NoValues;
  laterVendors: NoValues;
  lists: NoValues;
  hot: NoValues;
  favourites: NoValues;
  recent: NoValues;
  categories: NoValues;
  scratch: NoValues;
  videoPoker: NoValues;
  jackpot: NoValues;
  table: NoValues;
  arcade: NoValues;
  bingo: NoValues;
}>({
  vendors: { id: 'game-catalogue.RngSwitcher.vendors', defaultMessage: 'Providers' },
  allVendors: { id: 'game-catalogue.RngSwitcher.allVendors', defaultMessage: 'All' },
  earlierVendors: { id: 'game-catalogue.RngSwitcher.earlierVendors', defaultMessage: 'Earlier providers' },
  laterVendors: { id: 'game-catalogue.RngSwitcher.laterVendors', defaultMessage: 'More providers' },
  lists: { id: 'game-catalogue.RngSwitcher.lists', defaultMessage: 'Game lists' },
  hot: { id: 'game-catalogue.RngSwitcher.hot', defaultMessage: 'Hot games' },
  favourites: { id: 'game-catalogue.RngSwitcher.favourites', defaultMessage: 'Favourite games' },
  recent: { id: 'game-catalogue.RngSwitcher.recent', defaultMessage: 'Recently played' },
  categories: { id: 'game-catalogue.RngSwitcher.categories', defaultMessage: 'Categories' },
  scratch: { id: 'game-catalogue.RngSwitcher.scratch', defaultMessage: 'Scratch & music' },
  videoPoker: { id: 'game-catalogue.RngSwitcher.videoPoker', defaultMessage: 'Video poker' },
  jackpot: { id: 'game-catalogue.RngSwitcher.jackpot', defaultMessage: 'Jackpot' },
  table: { id: 'game-catalogue.RngSwitcher.table', defaultMessage: 'Table games' },
  arcade: { id: 'game-catalogue.RngSwitcher.arcade', defaultMessage: 'Arcade games' },
  bingo: { id: 'game-catalogue.RngSwitcher.bingo', defaultMessage: 'Bingo' },
});
