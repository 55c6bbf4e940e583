import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const referralPageMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  code: NoValues;
  link: NoValues;
  copyCode: NoValues;
  copyLink: NoValues;
  share: NoValues;
  shareTitle: NoValues;
  shareText: { code: string };
  codeCopied: NoValues;
  linkCopied: NoValues;
  copyFailed: NoValues;
  shareFailed: NoValues;
  qrCaption: NoValues;
  counts: NoValues;
  invitations: NoValues;
  qualified: NoValues;
  qualifyRule: NoValues;
  friends: NoValues;
  friendsEmpty: NoValues;
  friendJoined: { date: string };
  friendQualified: { date: string };
  friendWaiting: NoValues;
  friendPages: NoValues;
  previousPage: NoValues;
  nextPage: NoValues;
  page: { page: string };
  ranking: NoValues;
  rankingPeriod: { start: string; end: string };
  rankingEmpty: NoValues;
  rankPlace: { rank: string };
  rankFriends: { count: number };
  you: NoValues;
  myRank: { rank: string; count: number };
  notRanked: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
  trial: NoValues;
}>({
  title: { id: 'rewards.ReferralPage.title', defaultMessage: 'Your link and code' },
  intro: {
    id: 'rewards.ReferralPage.intro',
    defaultMessage:
      'Share your link or your code. A friend who registers with it is counted as your invitation, and as a qualified friend once they make their first deposit.',
  },
  code: { id: 'rewards.ReferralPage.code', defaultMessage: 'Your referral code' },
  link: { id: 'rewards.ReferralPage.link', defaultMessage: 'Your invite link' },
  copyCode: { id: 'rewards.ReferralPage.copyCode', defaultMessage: 'Copy code' },
  copyLink: { id: 'rewards.ReferralPage.copyLink', defaultMessage: 'Copy link' },
  share: { id: 'rewards.ReferralPage.share', defaultMessage: 'Share' },
  shareTitle: { id: 'rewards.ReferralPage.shareTitle', defaultMessage: 'Join me' },
  shareText: {
    id: 'rewards.ReferralPage.shareText',
    defaultMessage: 'Register with my link, or enter my referral code {code}.',
  },
  codeCopied: { id: 'rewards.ReferralPage.codeCopied', defaultMessage: 'Your referral code was copied.' },
  linkCopied: { id: 'rewards.ReferralPage.linkCopied', defaultMessage: 'Your invite link was copied.' },
  copyFailed: {
    id: 'rewards.ReferralPage.copyFailed',
    defaultMessage: 'This browser did not allow copying. Select the link and copy it yourself.',
  },
  shareFailed: {
    id: 'rewards.ReferralPage.shareFailed',
    defaultMessage: 'The link could not be shared. Copy it instead.',
  },
  qrCaption: { id: 'rewards.ReferralPage.qrCaption', defaultMessage: 'Friends can scan this code to open your link.' },
  counts: { id: 'rewards.ReferralPage.counts', defaultMessage: 'Your invitations' },
  invitations: { id: 'rewards.ReferralPage.invitations', defaultMessage: 'Friends invited' },
  qualified: { id: 'rewards.ReferralPage.qualified', defaultMessage: 'Qualified friends' },
  qualifyRule: {
    id: 'rewards.ReferralPage.qualifyRule',
    defaultMessage: 'A friend qualifies with their first successful deposit.',
  },
  friends: { id: 'rewards.ReferralPage.friends', defaultMessage: 'Your friends' },
  friendsEmpty: {
    id: 'rewards.ReferralPage.friendsEmpty',
    defaultMessage: 'No friend has registered with your link yet.',
  },
  friendJoined: { id: 'rewards.ReferralPage.friendJoined', defaultMessage: 'Joined {date}' },
  friendQualified: { id: 'rewards.ReferralPage.friendQualified', defaultMessage: 'Qualified {date}' },
  friendWaiting: { id: 'rewards.ReferralPage.friendWaiting', defaultMessage: 'No deposit yet' },
  friendPages: { id: 'rewards.ReferralPage.friendPages', defaultMessage: 'Pages of friends' },
  previousPage: { id: 'rewards.ReferralPage.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'rewards.ReferralPage.nextPage', defaultMessage: 'Next page' },
  page: { id: 'rewards.ReferralPage.page', defaultMessage: 'Page {page}' },
  ranking: { id: 'rewards.ReferralPage.ranking', defaultMessage: 'Top inviters this month' },
  rankingPeriod: { id: 'rewards.ReferralPage.rankingPeriod', defaultMessage: '{start} to {end}' },
  rankingEmpty: {
    id: 'rewards.ReferralPage.rankingEmpty',
    defaultMessage: 'No friend has qualified this month yet. Yours could be the first.',
  },
  rankPlace: { id: 'rewards.ReferralPage.rankPlace', defaultMessage: 'No. {rank}' },
  rankFriends: {
    id: 'rewards.ReferralPage.rankFriends',
    defaultMessage: '{count, plural, one {# qualified friend} other {# qualified friends}}',
  },
  you: { id: 'rewards.ReferralPage.you', defaultMessage: '(you)' },
  myRank: {
    id: 'rewards.ReferralPage.myRank',
    defaultMessage:
      'You are No. {rank} this month, with {count, plural, one {# qualified friend} other {# qualified friends}}.',
  },
  notRanked: {
    id: 'rewards.ReferralPage.notRanked',
    defaultMessage: 'You enter the ranking when a friend you invited qualifies this month.',
  },
  loading: { id: 'rewards.ReferralPage.loading', defaultMessage: 'Loading your invitations' },
  failed: { id: 'rewards.ReferralPage.failed', defaultMessage: 'Your invitations could not be loaded.' },
  retry: { id: 'rewards.ReferralPage.retry', defaultMessage: 'Try again' },
  trial: {
    id: 'rewards.ReferralPage.trial',
    defaultMessage: 'Free-play accounts cannot invite friends. Register an account to get your link.',
  },
});
