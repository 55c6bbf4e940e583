import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const memberCentreMessages = defineMessages<{
  title: NoValues;
  menu: NoValues;
  securityCenter: NoValues;
  transferFund: NoValues;
  depositv2: NoValues;
  withdraw: NoValues;
  transferUpline: NoValues;
  responsibleGambling: NoValues;
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
  title: { id: 'frame.MemberCentre.title', defaultMessage: 'Member centre' },
  menu: { id: 'frame.MemberCentre.menu', defaultMessage: 'Member centre pages' },
  securityCenter: { id: 'frame.MemberCentre.securityCenter', defaultMessage: 'My account' },
  transferFund: { id: 'frame.MemberCentre.transferFund', defaultMessage: 'My wallet' },
  depositv2: { id: 'frame.MemberCentre.depositv2', defaultMessage: 'Deposit' },
  withdraw: { id: 'frame.MemberCentre.withdraw', defaultMessage: 'Withdraw' },
  transferUpline: { id: 'frame.MemberCentre.transferUpline', defaultMessage: 'Transfer to upline' },
  responsibleGambling: { id: 'frame.MemberCentre.responsibleGambling', defaultMessage: 'Responsible gambling' },
  personalHistoryCopy: { id: 'frame.MemberCentre.personalHistoryCopy', defaultMessage: 'Betting record' },
  transactionHistory: { id: 'frame.MemberCentre.transactionHistory', defaultMessage: 'Account record' },
  personalProfit: { id: 'frame.MemberCentre.personalProfit', defaultMessage: 'Personal profit and loss' },
  bonusDetails: { id: 'frame.MemberCentre.bonusDetails', defaultMessage: 'Bonus details' },
  rewardCenter: { id: 'frame.MemberCentre.rewardCenter', defaultMessage: 'Reward centre' },
  referral: { id: 'frame.MemberCentre.referral', defaultMessage: 'Invite friends' },
  missionLeaderboard: { id: 'frame.MemberCentre.missionLeaderboard', defaultMessage: 'Mission activity' },
  messageV2: { id: 'frame.MemberCentre.messageV2', defaultMessage: 'Platform messages' },
  manualRebate: { id: 'frame.MemberCentre.manualRebate', defaultMessage: 'Manual rebate' },
  missionCount: {
    id: 'frame.MemberCentre.missionCount',
    defaultMessage: '{count, plural, one {# mission to check} other {# missions to check}}',
  },
  messageCount: {
    id: 'frame.MemberCentre.messageCount',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  rewardCount: {
    id: 'frame.MemberCentre.rewardCount',
    defaultMessage: '{count, plural, one {# reward to claim} other {# rewards to claim}}',
  },
});
