import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const homeRowsMessages = defineMessages<{
  more: NoValues;
  moreIn: { title: string };
  moreTile: NoValues;
  games: { title: string };
  vendors: { title: string };
}>({
  more: { id: 'game-catalogue.HomeRows.more', defaultMessage: 'More' },
  moreIn: { id: 'game-catalogue.HomeRows.moreIn', defaultMessage: 'More: {title}' },
  moreTile: { id: 'game-catalogue.HomeRows.moreTile', defaultMessage: 'More games' },
  games: { id: 'game-catalogue.HomeRows.games', defaultMessage: '{title} games' },
  vendors: { id: 'game-catalogue.HomeRows.vendors', defaultMessage: '{title} providers' },
});
