import { defineMessages } from '@lobby/i18n/react';

export const sideMenuMessages = defineMessages({
  label: { id: 'shell.SideMenu.label', defaultMessage: 'Side menu' },
  games: { id: 'shell.SideMenu.games', defaultMessage: 'Games' },
  explore: { id: 'shell.SideMenu.explore', defaultMessage: 'Explore' },
  account: { id: 'shell.SideMenu.account', defaultMessage: 'My account' },
  promotions: { id: 'shell.SideMenu.promotions', defaultMessage: 'Promotions' },
  rewards: { id: 'shell.SideMenu.rewards', defaultMessage: 'Rewards' },
  download: { id: 'shell.SideMenu.download', defaultMessage: 'App download' },
  help: { id: 'shell.SideMenu.help', defaultMessage: 'Help and FAQ' },
  deposit: { id: 'shell.SideMenu.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'shell.SideMenu.withdraw', defaultMessage: 'Withdraw' },
  referral: { id: 'shell.SideMenu.referral', defaultMessage: 'Invite friends' },
  rewardCenter: { id: 'shell.SideMenu.rewardCenter', defaultMessage: 'Reward centre' },
  drawerTitle: { id: 'shell.SideMenu.drawerTitle', defaultMessage: 'Menu' },
  closeDrawer: { id: 'shell.SideMenu.closeDrawer', defaultMessage: 'Close menu' },
  language: { id: 'shell.SideMenu.language', defaultMessage: 'Language' },
});
