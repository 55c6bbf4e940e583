import { defineMessages } from '@lobby/i18n/react';

/** Page names: the heading and the document title of each page the shell frames. */
export const pageMessages = defineMessages({
  download: { id: 'shell.Page.download', defaultMessage: 'App download' },
  rng: { id: 'shell.Page.rng', defaultMessage: 'Slots' },
  fish: { id: 'shell.Page.fish', defaultMessage: 'Fishing' },
  pvp: { id: 'shell.Page.pvp', defaultMessage: 'Card games' },
  live: { id: 'shell.Page.live', defaultMessage: 'Live casino' },
  sports: { id: 'shell.Page.sports', defaultMessage: 'Sports' },
  esports: { id: 'shell.Page.esports', defaultMessage: 'E-sports' },
  cockfight: { id: 'shell.Page.cockfight', defaultMessage: 'Cockfight' },
  elott: { id: 'shell.Page.elott', defaultMessage: 'E-lottery' },
  lott: { id: 'shell.Page.lott', defaultMessage: 'Lottery games' },
  hot: { id: 'shell.Page.hot', defaultMessage: 'Hot games' },
  rewards: { id: 'shell.Page.rewards', defaultMessage: 'Rewards' },
  announcement: { id: 'shell.Page.announcement', defaultMessage: 'Announcements' },
  help: { id: 'shell.Page.help', defaultMessage: 'Help centre' },
  join: { id: 'shell.Page.join', defaultMessage: 'Join us' },
  pointMall: { id: 'shell.Page.pointMall', defaultMessage: 'Points mall' },
  promotions: { id: 'shell.Page.promotions', defaultMessage: 'Promotions' },
  lottery: { id: 'shell.Page.lottery', defaultMessage: 'Lottery' },
  seaLottery: { id: 'shell.Page.seaLottery', defaultMessage: 'SEA lottery' },
  vnLottery: { id: 'shell.Page.vnLottery', defaultMessage: 'Vietnam lottery' },
  fbSports: { id: 'shell.Page.fbSports', defaultMessage: 'FB sports' },
  seamless: { id: 'shell.Page.seamless', defaultMessage: 'Game' },
  agentHome: { id: 'shell.Page.agentHome', defaultMessage: 'Agent home' },
  register: { id: 'shell.Page.register', defaultMessage: 'Register' },
  forget: { id: 'shell.Page.forget', defaultMessage: 'Forgot password' },
  changePsw: { id: 'shell.Page.changePsw', defaultMessage: 'Change password' },
  changePassword: { id: 'shell.Page.changePassword', defaultMessage: 'Change your password' },
  notFound: { id: 'shell.Page.notFound', defaultMessage: 'Page not found' },
});

export type PageId = Exclude<keyof typeof pageMessages, 'notFound'> | 'home';

export const pageTextMessages = defineMessages<{
  comingSoonDescription: { page: string };
  notFoundDescription: Record<never, never>;
  allPromotions: Record<never, never>;
  promotionBanners: Record<never, never>;
}>({
  allPromotions: { id: 'shell.HomePage.allPromotions', defaultMessage: 'All promotions' },
  promotionBanners: { id: 'shell.HomePage.promotionBanners', defaultMessage: 'Promotion banners' },
  comingSoonDescription: {
    id: 'shell.ComingSoonPage.description',
    defaultMessage: '{page} opens here with a later release. Everything else on the site is ready to explore.',
  },
  notFoundDescription: {
    id: 'shell.NotFoundPage.description',
    defaultMessage: 'There is no page at this address. It may have moved, or the link may be mistyped.',
  },
});
