import { array, integer, looseObject, minValue, number, pipe, string } from 'valibot';
import { idLike, maybe, numberLike } from './primitives';

// Mission activity (the member centre's `missionLeaderboard`, contract §2.10 and §5.2): the merchant's missions with
// the member's progress in the running period, their milestones and rewards, the period's leaderboard, and the VIP
// ladder's rules. The contract names the calls, not their answers: these shapes are the reference platform's
// (docs/decisions/0039-missions.md). Amounts carry two decimals, like balances; times are epoch ms.

/** A count, an amount or points: never below zero. */
const notNegative = pipe(numberLike, minValue(0, 'Expected a number not below zero'));

/**
 * One milestone of a mission: the progress it asks for (rounds or deposits counted, or an amount of valid bets), the
 * reward it pays into the main wallet, the mission points it is worth on the leaderboard, and where the member
 * stands with it in the running period: `IN_PROGRESS`, `CLAIMABLE` (reached, not claimed) or `CLAIMED`.
 */
export const missionMilestone = looseObject({
  milestoneId: idLike,
  level: notNegative,
  target: notNegative,
  rewardAmount: notNegative,
  points: notNegative,
  status: string(),
});

/**
 * A mission and the member's progress in its running period (`DAILY` or `WEEKLY`, from `startTime` to `endTime`):
 * `type` says what counts (`ROUNDS` played, `VALID_BET` staked, `DEPOSITS` of at least `minimumAmount`), of which
 * product (`productType`, null for every product).
 */
export const mission = looseObject({
  missionId: idLike,
  name: string(),
  description: maybe(string()),
  period: string(),
  type: string(),
  productType: maybe(string()),
  minimumAmount: maybe(notNegative),
  progress: notNegative,
  startTime: numberLike,
  endTime: numberLike,
  milestones: array(missionMilestone),
});

/**
 * `MCSFE_getMissionSummaryDetails`: every mission running for the member, how many milestones wait to be claimed (the
 * menu's mission badge) and the member's mission points this week.
 */
export const missionSummaryValue = looseObject({
  missions: array(mission),
  claimableCount: pipe(number(), integer(), minValue(0)),
  totalPoints: notNegative,
});

/** `MCSFE_getMissionMilestones`: one mission's progress and milestones. */
export const missionMilestonesValue = looseObject({
  missionId: idLike,
  progress: notNegative,
  milestones: array(missionMilestone),
});

/**
 * `MCSFE_getMissionLeaderboard`: the week's members ranked by mission points (names masked as the winner board masks
 * them, ties sharing a rank), and the caller's own place (`rank` null with no points yet).
 */
export const missionLeaderboardValue = looseObject({
  startTime: numberLike,
  endTime: numberLike,
  list: array(looseObject({ rank: notNegative, customerName: string(), points: notNegative })),
  self: looseObject({ rank: maybe(notNegative), points: notNegative }),
});

/** `MCSFE_getPlayerRankRule`: the merchant's VIP ladder, lowest first, and the monthly turnover each rank asks for. */
export const playerRankRuleValue = looseObject({
  list: array(looseObject({ labelId: idLike, level: notNegative, rankName: string(), monthlyTurnover: notNegative })),
});

/** What a milestone's claim paid, and when. */
export const claimMissionMilestoneValue = looseObject({
  missionId: idLike,
  milestoneId: idLike,
  rewardAmount: notNegative,
  points: notNegative,
  claimTime: numberLike,
});
