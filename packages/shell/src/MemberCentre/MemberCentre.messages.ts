import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../i18nTypes';

export const memberCentreMessages = defineMessages<{
  title: NoValues;
  menu: NoValues;
  securityCenter: NoValues;
  transferFund: NoValues;
  depositv2: NoValues;
  withdraw: NoValues;
  transferUpline: NoValues;
  personalHistoryCopy: NoValues;
  transactionHistory: NoValues;
  personalProfit: NoValues;
  bonusDetails: NoValues;
  rewardCenter: NoValues;
  referral: NoValues;
  missionLeaderboard: NoValues;
  messageV2: NoValues;
  manualRebate: NoValues;
  missionCount: { count: number };
  messageCount: { count: number };
  rewardCount: { count: number };
}>({
  title: { id: 'shell.MemberCentre.title', defaultMessage: 'Member centre' },
  menu: { id: 'shell.MemberCentre.menu', defaultMessage: 'Member centre pages' },
  securityCenter: { id: 'shell.MemberCentre.securityCenter', defaultMessage: 'My account' },
  transferFund: { id: 'shell.MemberCentre.transferFund', defaultMessage: 'My wallet' },
  depositv2: { id: 'shell.MemberCentre.depositv2', defaultMessage: 'Deposit' },
  withdraw: { id: 'shell.MemberCentre.withdraw', defaultMessage: 'Withdraw' },
  transferUpline: { id: 'shell.MemberCentre.transferUpline', defaultMessage: 'Transfer to upline' },
  personalHistoryCopy: { id: 'shell.MemberCentre.personalHistoryCopy', defaultMessage: 'Betting record' },
  transactionHistory: { id: 'shell.MemberCentre.transactionHistory', defaultMessage: 'Account record' },
  personalProfit: { id: 'shell.MemberCentre.personalProfit', defaultMessage: 'Personal profit and loss' },
  bonusDetails: { id: 'shell.MemberCentre.bonusDetails', defaultMessage: 'Bonus details' },
  rewardCenter: { id: 'shell.MemberCentre.rewardCenter', defaultMessage: 'Reward centre' },
  referral: { id: 'shell.MemberCentre.referral', defaultMessage: 'Invite friends' },
  missionLeaderboard: { id: 'shell.MemberCentre.missionLeaderboard', defaultMessage: 'Mission activity' },
  messageV2: { id: 'shell.MemberCentre.messageV2', defaultMessage: 'Platform messages' },
  manualRebate: { id: 'shell.MemberCentre.manualRebate', defaultMessage: 'Manual rebate' },
  missionCount: {
    id: 'shell.MemberCentre.missionCount',
    defaultMessage: '{count, plural, one {# mission to check} other {# missions to check}}',
  },
  messageCount: {
    id: 'shell.MemberCentre.messageCount',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  rewardCount: {
    id: 'shell.MemberCentre.rewardCount',
    defaultMessage: '{count, plural, one {# reward to claim} other {# rewards to claim}}',
  },
});
