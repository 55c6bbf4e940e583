import { object } from 'valibot';
import { defineEndpoint } from '../endpoint';
import {
  claimMissionMilestoneValue,
  missionLeaderboardValue,
  missionMilestonesValue,
  missionSummaryValue,
  playerRankRuleValue,
} from './missions.values';
import { idLike } from './primitives';

// Mission activity (the member centre's `missionLeaderboard`): the contract's `MCSFE_getMissionSummaryDetails` and
// `MCSFE_getMissionLeaderboard` (§2.10), the member-centre calls `getMissionMilestones` and `getPlayerRankRule`
// (§5.2) under the relay's MCSFE_ naming, and the claim of a milestone, which the contract does not show.

/** Every mission running for the member, its progress and milestones; the claimable count; the week's points. */
export const missionSummary = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  relay: 'MCSFE_getMissionSummaryDetails',
  value: missionSummaryValue,
  encrypted: false,
  auth: 'required',
});

/** One mission's progress and milestones (`missionId`). */
export const missionMilestones = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionMilestones',
  relay: 'MCSFE_getMissionMilestones',
  query: object({ missionId: idLike }),
  value: missionMilestonesValue,
  encrypted: false,
  auth: 'required',
});

/** The week's members ranked by mission points, and the caller's place. */
export const missionLeaderboard = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  relay: 'MCSFE_getMissionLeaderboard',
  value: missionLeaderboardValue,
  encrypted: false,
  auth: 'required',
});

/** The merchant's VIP ladder and what each rank asks for (beside `playerRankProgress`). */
export const playerRankRule = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankRule',
  relay: 'MCSFE_getPlayerRankRule',
  value: playerRankRuleValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Claims a reached milestone of the running period into the main wallet, once. Money-moving: send an
 * `Idempotency-Key` header, the same for a retry of the same claim.
 */
export const claimMissionMilestone = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMissionMilestone',
  relay: 'MCSFE_claimMissionMilestone',
  body: object({ missionId: idLike, milestoneId: idLike }),
  value: claimMissionMilestoneValue,
  encrypted: false,
  auth: 'required',
});
