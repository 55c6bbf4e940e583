import type { ApiClient } from '@lobby/api-client';
import type { ValueOf } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { rewardsKey } from '../common/pageProps';

/** The member's missions, their progress and milestones, and the claimable count. */
export const missionSummaryQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'missions', 'summary'),
    queryFn: ({ signal }) => client.call('missionSummary', undefined, { signal }),
    // Play elsewhere (a game, another tab) moves it: read afresh each time the page opens.
    staleTime: 0,
  });

/** The week's leaderboard and the member's place on it. */
export const missionLeaderboardQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'missions', 'leaderboard'),
    queryFn: ({ signal }) => client.call('missionLeaderboard', undefined, { signal }),
    staleTime: 0,
  });

/** The member's VIP rank and the way to the next one. */
export const rankProgressQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'missions', 'rankProgress'),
    queryFn: ({ signal }) => client.call('playerRankProgress', undefined, { signal }),
  });

/** The merchant's VIP ladder. */
export const rankRuleQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'missions', 'rankRule'),
    queryFn: ({ signal }) => client.call('playerRankRule', undefined, { signal }),
  });

export type Mission = ValueOf<'missionSummary'>['missions'][number];
export type Milestone = Mission['milestones'][number];

/** The milestone the mission's bar heads for: the first not reached, or the last when every one is. */
export function nextMilestone(mission: Mission): Milestone | undefined {
  return mission.milestones.find((step) => Number(mission.progress) < Number(step.target)) ?? mission.milestones.at(-1);
}

/** How much of `goal` is `done`, in whole percent from 0 to 100 (all of nothing: 100). */
export const percentOf = (done: number, goal: number): number =>
  goal > 0 ? Math.min(100, Math.max(0, Math.floor((done * 100) / goal))) : 100;
