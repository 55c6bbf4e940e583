import { defineMessages } from '@lobby/i18n/react';

export const sideMenuMessages = defineMessages({
  label: { id: 'frame.SideMenu.label', defaultMessage: 'Side menu' },
  games: { id: 'frame.SideMenu.games', defaultMessage: 'Games' },
  explore: { id: 'frame.SideMenu.explore', defaultMessage: 'Explore' },
  account: { id: 'frame.SideMenu.account', defaultMessage: 'My account' },
  promotions: { id: 'frame.SideMenu.promotions', defaultMessage: 'Promotions' },
  rewards: { id: 'frame.SideMenu.rewards', defaultMessage: 'Rewards' },
  download: { id: 'frame.SideMenu.download', defaultMessage: 'App download' },
  help: { id: 'frame.SideMenu.help', defaultMessage: 'Help and FAQ' },
  deposit: { id: 'frame.SideMenu.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'frame.SideMenu.withdraw', defaultMessage: 'Withdraw' },
  referral: { id: 'frame.SideMenu.referral', defaultMessage: 'Invite friends' },
  rewardCenter: { id: 'frame.SideMenu.rewardCenter', defaultMessage: 'Reward centre' },
  drawerTitle: { id: 'frame.SideMenu.drawerTitle', defaultMessage: 'Menu' },
  closeDrawer: { id: 'frame.SideMenu.closeDrawer', defaultMessage: 'Close menu' },
  language: { id: 'frame.SideMenu.language', defaultMessage: 'Language' },
});
