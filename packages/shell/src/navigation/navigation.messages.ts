import { defineMessages } from '@lobby/i18n/react';

/** Names of the main navigation items (spec 2 §2), also used by the side menu and the footer's product list. */
export const navMessages = defineMessages({
  home: { id: 'shell.Navigation.home', defaultMessage: 'Home' },
  hot: { id: 'shell.Navigation.hot', defaultMessage: 'Hot games' },
  lottery: { id: 'shell.Navigation.lottery', defaultMessage: 'Lottery' },
  live: { id: 'shell.Navigation.live', defaultMessage: 'Live casino' },
  sports: { id: 'shell.Navigation.sports', defaultMessage: 'Sports' },
  fish: { id: 'shell.Navigation.fish', defaultMessage: 'Fishing' },
  rng: { id: 'shell.Navigation.rng', defaultMessage: 'Slots' },
  pvp: { id: 'shell.Navigation.pvp', defaultMessage: 'Card games' },
  esports: { id: 'shell.Navigation.esports', defaultMessage: 'E-sports' },
  promotions: { id: 'shell.Navigation.promotions', defaultMessage: 'Promotions' },
  download: { id: 'shell.Navigation.download', defaultMessage: 'App download' },
  cockfight: { id: 'shell.Navigation.cockfight', defaultMessage: 'Cockfight' },
  rewards: { id: 'shell.Navigation.rewards', defaultMessage: 'Rewards' },
});
