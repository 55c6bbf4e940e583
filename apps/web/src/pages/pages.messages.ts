import { defineMessages } from '@lobby/i18n/react';

/** Page names: the heading and the document title of each page the shell frames. */
export const pageMessages = defineMessages({
  download: { id: 'web.Page.download', defaultMessage: 'App download' },
  rng: { id: 'web.Page.rng', defaultMessage: 'Slots' },
  fish: { id: 'web.Page.fish', defaultMessage: 'Fishing' },
  pvp: { id: 'web.Page.pvp', defaultMessage: 'Card games' },
  live: { id: 'web.Page.live', defaultMessage: 'Live casino' },
  sports: { id: 'web.Page.sports', defaultMessage: 'Sports' },
  esports: { id: 'web.Page.esports', defaultMessage: 'E-sports' },
  cockfight: { id: 'web.Page.cockfight', defaultMessage: 'Cockfight' },
  elott: { id: 'web.Page.elott', defaultMessage: 'E-lottery' },
  lott: { id: 'web.Page.lott', defaultMessage: 'Lottery games' },
  hot: { id: 'web.Page.hot', defaultMessage: 'Hot games' },
  rewards: { id: 'web.Page.rewards', defaultMessage: 'Rewards' },
  announcement: { id: 'web.Page.announcement', defaultMessage: 'Announcements' },
  help: { id: 'web.Page.help', defaultMessage: 'Help centre' },
  join: { id: 'web.Page.join', defaultMessage: 'Join us' },
  pointMall: { id: 'web.Page.pointMall', defaultMessage: 'Points mall' },
  promotions: { id: 'web.Page.promotions', defaultMessage: 'Promotions' },
  lottery: { id: 'web.Page.lottery', defaultMessage: 'Lottery' },
  seaLottery: { id: 'web.Page.seaLottery', defaultMessage: 'SEA lottery' },
  vnLottery: { id: 'web.Page.vnLottery', defaultMessage: 'Vietnam lottery' },
  fbSports: { id: 'web.Page.fbSports', defaultMessage: 'FB sports' },
  seamless: { id: 'web.Page.seamless', defaultMessage: 'Game' },
  agentHome: { id: 'web.Page.agentHome', defaultMessage: 'Agent home' },
  register: { id: 'web.Page.register', defaultMessage: 'Register' },
  forget: { id: 'web.Page.forget', defaultMessage: 'Forgot password' },
  changePsw: { id: 'web.Page.changePsw', defaultMessage: 'Change password' },
  signOutInstead: { id: 'web.Page.signOutInstead', defaultMessage: 'Sign out instead' },
  changePassword: { id: 'web.Page.changePassword', defaultMessage: 'Change your password' },
  notFound: { id: 'web.Page.notFound', defaultMessage: 'Page not found' },
});

export type PageId = Exclude<keyof typeof pageMessages, 'notFound'> | 'home';

export const pageTextMessages = defineMessages<{
  comingSoonDescription: { page: string };
  notFoundDescription: Record<never, never>;
  allPromotions: Record<never, never>;
  promotionBanners: Record<never, never>;
}>({
  allPromotions: { id: 'web.HomePage.allPromotions', defaultMessage: 'All promotions' },
  promotionBanners: { id: 'web.HomePage.promotionBanners', defaultMessage: 'Promotion banners' },
  comingSoonDescription: {
    id: 'web.ComingSoonPage.description',
    defaultMessage: '{page} opens here with a later release. Everything else on the site is ready to explore.',
  },
  notFoundDescription: {
    id: 'web.NotFoundPage.description',
    defaultMessage: 'There is no page at this address. It may have moved, or the link may be mistyped.',
  },
});
