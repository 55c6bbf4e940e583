import type { FakeAnswer, FakePlatform } from '@lobby/api-client/testing';

// The mission calls as the platform answers them, over a member's missions that a claim changes as the platform would.

export interface FakeMilestone {
  milestoneId: number;
  level: number;
  target: number;
  rewardAmount: number;
  points: number;
  status: 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';
}

export interface FakeMission {
  missionId: number;
  name: string;
  description: string | null;
  period: string;
  type: string;
  productType: string | null;
  minimumAmount: number | null;
  progress: number;
  startTime: number;
  endTime: number;
  milestones: FakeMilestone[];
}

const day = Date.UTC(2026, 10, 20);
const week = Date.UTC(2026, 10, 16);

/** Slots rounds with the first milestone reached, a live turnover under way, a weekly deposit done and claimed. */
export const sampleMissions = (): FakeMission[] => [
  {
    missionId: 1,
    name: 'Daily slots spins',
    description: 'Play rounds of any slot game today. Every milestone pays a reward.',
    period: 'DAILY',
    type: 'ROUNDS',
    productType: 'RNG',
    minimumAmount: null,
    progress: 12,
    startTime: day,
    endTime: day + 86_400_000,
    milestones: [
      { milestoneId: 11, level: 1, target: 10, rewardAmount: 5, points: 10, status: 'CLAIMABLE' },
      { milestoneId: 12, level: 2, target: 30, rewardAmount: 15, points: 25, status: 'IN_PROGRESS' },
      { milestoneId: 13, level: 3, target: 60, rewardAmount: 40, points: 50, status: 'IN_PROGRESS' },
    ],
  },
  {
    missionId: 2,
    name: 'Live casino of the day',
    description: 'Place valid bets at the live tables today.',
    period: 'DAILY',
    type: 'VALID_BET',
    productType: 'LIVE',
    minimumAmount: null,
    progress: 120,
    startTime: day,
    endTime: day + 86_400_000,
    milestones: [
      { milestoneId: 21, level: 1, target: 200, rewardAmount: 5, points: 10, status: 'IN_PROGRESS' },
      { milestoneId: 22, level: 2, target: 1000, rewardAmount: 20, points: 30, status: 'IN_PROGRESS' },
    ],
  },
  {
    missionId: 3,
    name: 'Weekly top-up',
    description: 'Make deposits of at least the minimum this week.',
    period: 'WEEKLY',
    type: 'DEPOSITS',
    productType: null,
    minimumAmount: 100,
    progress: 1,
    startTime: week,
    endTime: week + 7 * 86_400_000,
    milestones: [
      { milestoneId: 31, level: 1, target: 1, rewardAmount: 10, points: 20, status: 'CLAIMED' },
      { milestoneId: 32, level: 2, target: 3, rewardAmount: 40, points: 60, status: 'IN_PROGRESS' },
    ],
  },
];

export const sampleBoard = () => ({
  startTime: week,
  endTime: week + 7 * 86_400_000,
  list: [
    { rank: 1, customerName: 'pl***01', points: 135 },
    { rank: 2, customerName: 'ag***01', points: 40 },
    { rank: 2, customerName: 'pl***03', points: 40 },
  ],
  self: { rank: 2, points: 40 },
});

export const sampleRankProgress = () => ({
  currentProgress: { completedConditions: 0, totalExpectedConditions: 1 },
  playerRankProgress: { labelId: 3 },
  playerRankName: 'Gold',
  nextRankName: 'Platinum',
  monthlyTurnover: { actual: 3000, expected: 10000 },
  totalTurnover: 9500,
});

export const sampleRankRule = () => ({
  list: [
    { labelId: 1, level: 1, rankName: 'Bronze', monthlyTurnover: 0 },
    { labelId: 2, level: 2, rankName: 'Silver', monthlyTurnover: 500 },
    { labelId: 3, level: 3, rankName: 'Gold', monthlyTurnover: 2500 },
    { labelId: 4, level: 4, rankName: 'Platinum', monthlyTurnover: 10000 },
    { labelId: 5, level: 5, rankName: 'Diamond', monthlyTurnover: 50000 },
  ],
});

/**
 * The mission calls over `missions`: a claim of a claimable milestone pays it and marks it claimed, once; a claimed or
 * unreached one is refused with the platform's codes.
 */
export function missionAnswers(missions: FakeMission[], claimTime = Date.UTC(2026, 10, 20, 12)): FakePlatform {
  const claimable = () =>
    missions.reduce((sum, mission) => sum + mission.milestones.filter((step) => step.status === 'CLAIMABLE').length, 0);
  return {
    'GET /wps/relay/MCSFE_getMissionSummaryDetails': () => ({
      value: { missions, claimableCount: claimable(), totalPoints: 40 },
    }),
    'GET /wps/relay/MCSFE_getMissionLeaderboard': () => ({ value: sampleBoard() }),
    'GET /wps/relay/MCSFE_getPlayerRankProgress': () => ({ value: sampleRankProgress() }),
    'GET /wps/relay/MCSFE_getPlayerRankRule': () => ({ value: sampleRankRule() }),
    'POST /wps/relay/MCSFE_claimMissionMilestone': (request): FakeAnswer => {
      const mission = missions.find((row) => String(row.missionId) === String(request.body?.missionId));
      const step = mission?.milestones.find((row) => String(row.milestoneId) === String(request.body?.milestoneId));
      if (!mission || !step) return { status: 404, errorCode: 'mission_not_found', message: 'No such mission.' };
      if (step.status === 'CLAIMED') {
        return { status: 400, errorCode: 'mission_milestone_claimed', message: 'Already claimed.' };
      }
      if (step.status !== 'CLAIMABLE') {
        return { status: 400, errorCode: 'mission_milestone_not_reached', message: 'Not reached.' };
      }
      step.status = 'CLAIMED';
      return {
        value: {
          missionId: mission.missionId,
          milestoneId: step.milestoneId,
          rewardAmount: step.rewardAmount,
          points: step.points,
          claimTime,
        },
      };
    },
  };
}
