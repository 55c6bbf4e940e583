import { defineMessages } from '@lobby/i18n/react';

/** Names of the main navigation items (spec 2 §2), also used by the side menu and the footer's product list. */
export const navMessages = defineMessages({
  home: { id: 'frame.Navigation.home', defaultMessage: 'Home' },
  hot: { id: 'frame.Navigation.hot', defaultMessage: 'Hot games' },
  lottery: { id: 'frame.Navigation.lottery', defaultMessage: 'Lottery' },
  live: { id: 'frame.Navigation.live', defaultMessage: 'Live casino' },
  sports: { id: 'frame.Navigation.sports', defaultMessage: 'Sports' },
  fish: { id: 'frame.Navigation.fish', defaultMessage: 'Fishing' },
  rng: { id: 'frame.Navigation.rng', defaultMessage: 'Slots' },
  pvp: { id: 'frame.Navigation.pvp', defaultMessage: 'Card games' },
  esports: { id: 'frame.Navigation.esports', defaultMessage: 'E-sports' },
  promotions: { id: 'frame.Navigation.promotions', defaultMessage: 'Promotions' },
  download: { id: 'frame.Navigation.download', defaultMessage: 'App download' },
  cockfight: { id: 'frame.Navigation.cockfight', defaultMessage: 'Cockfight' },
  rewards: { id: 'frame.Navigation.rewards', defaultMessage: 'Rewards' },
});
