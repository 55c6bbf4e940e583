import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const missionsPageMessages = defineMessages<{
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
  rankTitle: NoValues;
  rankHeld: { rank: string };
  rankNone: NoValues;
  rankTop: NoValues;
  rankProgress: { rank: string };
  rankValue: { actual: string; expected: string };
  rankFailed: NoValues;
  ladderTitle: NoValues;
  ladderYours: NoValues;
  missionsTitle: NoValues;
  weekPoints: { points: string };
  claimable: { count: number };
  noMissions: NoValues;
  DAILY: NoValues;
  WEEKLY: NoValues;
  endsAt: { time: string };
  progressLabel: { mission: string };
  countRounds: { count: number };
  countDeposits: { count: number };
  progressValue: { done: string; target: string };
  depositMinimum: { amount: string };
  milestone: { level: string };
  reward: { amount: string };
  points: { points: string };
  claim: NoValues;
  claimMilestone: { level: string; mission: string };
  IN_PROGRESS: NoValues;
  CLAIMED: NoValues;
  claimedNotice: { amount: string };
  notReached: NoValues;
  alreadyClaimed: NoValues;
  missionGone: NoValues;
  unknownOutcome: NoValues;
  boardTitle: NoValues;
  boardRank: NoValues;
  boardPlayer: NoValues;
  boardPoints: NoValues;
  boardEmpty: NoValues;
  boardSelf: { rank: string; points: string };
  boardSelfNone: NoValues;
  boardFailed: NoValues;
}>({
  loading: { id: 'rewards.MissionsPage.loading', defaultMessage: 'Loading your missions' },
  failed: { id: 'rewards.MissionsPage.failed', defaultMessage: 'Your missions could not be loaded.' },
  retry: { id: 'rewards.MissionsPage.retry', defaultMessage: 'Try again' },
  rankTitle: { id: 'rewards.MissionsPage.rankTitle', defaultMessage: 'Your VIP level' },
  rankHeld: { id: 'rewards.MissionsPage.rankHeld', defaultMessage: 'Level: {rank}' },
  rankNone: { id: 'rewards.MissionsPage.rankNone', defaultMessage: 'Play to earn your first VIP level.' },
  rankTop: { id: 'rewards.MissionsPage.rankTop', defaultMessage: 'You hold the top level this month.' },
  rankProgress: { id: 'rewards.MissionsPage.rankProgress', defaultMessage: 'Turnover this month toward {rank}' },
  rankValue: { id: 'rewards.MissionsPage.rankValue', defaultMessage: '{actual} of {expected}' },
  rankFailed: { id: 'rewards.MissionsPage.rankFailed', defaultMessage: 'Your VIP level could not be loaded.' },
  ladderTitle: { id: 'rewards.MissionsPage.ladderTitle', defaultMessage: 'VIP levels and their monthly turnover' },
  ladderYours: { id: 'rewards.MissionsPage.ladderYours', defaultMessage: 'your level' },
  missionsTitle: { id: 'rewards.MissionsPage.missionsTitle', defaultMessage: 'Missions' },
  weekPoints: { id: 'rewards.MissionsPage.weekPoints', defaultMessage: 'Your mission points this week: {points}' },
  claimable: {
    id: 'rewards.MissionsPage.claimable',
    defaultMessage:
      '{count, plural, =0 {No reward is waiting to be claimed.} one {# reward is waiting to be claimed.} other {# rewards are waiting to be claimed.}}',
  },
  noMissions: { id: 'rewards.MissionsPage.noMissions', defaultMessage: 'There are no missions running right now.' },
  DAILY: { id: 'rewards.MissionsPage.DAILY', defaultMessage: 'Daily' },
  WEEKLY: { id: 'rewards.MissionsPage.WEEKLY', defaultMessage: 'Weekly' },
  endsAt: { id: 'rewards.MissionsPage.endsAt', defaultMessage: 'Ends {time}' },
  progressLabel: { id: 'rewards.MissionsPage.progressLabel', defaultMessage: 'Progress of {mission}' },
  countRounds: {
    id: 'rewards.MissionsPage.countRounds',
    defaultMessage: '{count, plural, one {# round} other {# rounds}}',
  },
  countDeposits: {
    id: 'rewards.MissionsPage.countDeposits',
    defaultMessage: '{count, plural, one {# deposit} other {# deposits}}',
  },
  progressValue: { id: 'rewards.MissionsPage.progressValue', defaultMessage: '{done} of {target}' },
  depositMinimum: { id: 'rewards.MissionsPage.depositMinimum', defaultMessage: 'Each deposit from {amount} counts.' },
  milestone: { id: 'rewards.MissionsPage.milestone', defaultMessage: 'Milestone {level}' },
  reward: { id: 'rewards.MissionsPage.reward', defaultMessage: 'Reward {amount}' },
  points: { id: 'rewards.MissionsPage.points', defaultMessage: '{points} points' },
  claim: { id: 'rewards.MissionsPage.claim', defaultMessage: 'Claim' },
  claimMilestone: { id: 'rewards.MissionsPage.claimMilestone', defaultMessage: 'Claim milestone {level} of {mission}' },
  IN_PROGRESS: { id: 'rewards.MissionsPage.IN_PROGRESS', defaultMessage: 'In progress' },
  CLAIMED: { id: 'rewards.MissionsPage.CLAIMED', defaultMessage: 'Claimed' },
  claimedNotice: {
    id: 'rewards.MissionsPage.claimedNotice',
    defaultMessage: 'A reward of {amount} was paid into your main wallet.',
  },
  notReached: {
    id: 'rewards.MissionsPage.notReached',
    defaultMessage: 'This milestone is not reached yet. Play on and claim it when it is.',
  },
  alreadyClaimed: {
    id: 'rewards.MissionsPage.alreadyClaimed',
    defaultMessage: 'This milestone was already claimed in this period.',
  },
  missionGone: {
    id: 'rewards.MissionsPage.missionGone',
    defaultMessage: 'This mission is no longer running here. The list has been refreshed.',
  },
  unknownOutcome: {
    id: 'rewards.MissionsPage.unknownOutcome',
    defaultMessage: 'We could not confirm the claim. Check your balance before you try again.',
  },
  boardTitle: { id: 'rewards.MissionsPage.boardTitle', defaultMessage: "This week's leaderboard" },
  boardRank: { id: 'rewards.MissionsPage.boardRank', defaultMessage: 'Rank' },
  boardPlayer: { id: 'rewards.MissionsPage.boardPlayer', defaultMessage: 'Player' },
  boardPoints: { id: 'rewards.MissionsPage.boardPoints', defaultMessage: 'Points' },
  boardEmpty: { id: 'rewards.MissionsPage.boardEmpty', defaultMessage: 'Nobody has mission points this week yet.' },
  boardSelf: { id: 'rewards.MissionsPage.boardSelf', defaultMessage: 'Your place: {rank} with {points} points.' },
  boardSelfNone: {
    id: 'rewards.MissionsPage.boardSelfNone',
    defaultMessage: 'You have no mission points this week yet.',
  },
  boardFailed: { id: 'rewards.MissionsPage.boardFailed', defaultMessage: 'The leaderboard could not be loaded.' },
});
