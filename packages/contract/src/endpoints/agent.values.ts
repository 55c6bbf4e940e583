import { array, boolean, looseObject, minValue, pipe, string } from 'valibot';
import { maybe, numberLike } from './primitives';

// The agent centre (contract §5.5): what an agent's team did over a period. The team is every member whose chain of
// uplines reaches the agent (its downlines at every level), never the agent itself. Amounts with two decimals, like
// balances; counts whole.

/**
 * The periods the agent centre reports over (spec 2: period codes D, W, H, M): the UTC day, the week from Monday,
 * the half-month (the 1st to the 15th, the 16th to the month's end) and the calendar month, each running up to now.
 */
export const agentPeriods = ['D', 'W', 'H', 'M'] as const;
export type AgentPeriod = (typeof agentPeriods)[number];

/** How many periods the trend of a team overview goes back, the running one included. */
export const agentTrendLength = { D: 7, W: 8, H: 6, M: 6 } as const satisfies Record<AgentPeriod, number>;

/** An amount or a count that cannot be below zero. */
const notNegative = pipe(numberLike, minValue(0, 'Expected a number not below zero'));

/**
 * What the team did in one period, from its records: members who joined, members who placed a bet (active), bets
 * (count, stakes, the turnover counted of them, payouts and the members' win or loss: payouts less stakes), approved
 * deposits and withdrawals (count and amount).
 */
export const teamFigures = looseObject({
  newMembers: notNegative,
  activeMembers: notNegative,
  betCount: notNegative,
  betAmount: notNegative,
  validBetAmount: notNegative,
  payout: notNegative,
  winLoss: numberLike,
  depositCount: notNegative,
  depositAmount: notNegative,
  withdrawCount: notNegative,
  withdrawAmount: notNegative,
});

/** One period of the trend: its first instant and the first instant after it (epoch ms), and its figures. */
export const teamTrendPoint = looseObject({
  startTime: numberLike,
  endTime: numberLike,
  figures: teamFigures,
});

/**
 * A team overview (`agentTeamOverview`): the period asked and its bounds, the team as it stands (every downline,
 * the direct ones, the downline agents among them), the period's figures, and the trend: the same figures for the
 * `agentTrendLength[period]` periods ending with this one, oldest first.
 */
export const teamOverviewValue = looseObject({
  period: string(),
  startTime: numberLike,
  endTime: numberLike,
  team: looseObject({
    size: notNegative,
    direct: notNegative,
    agents: notNegative,
  }),
  figures: teamFigures,
  trend: array(teamTrendPoint),
});

/**
 * Team management's limits (reference platform; see CHOICES.md): a page of downlines (20 unless asked, at most 50), a
 * search (part of a username, at most 30 characters), and how many downlines one transfer may pay when the merchant
 * lets agents pay several at once (`AGENTRANSMULTDOWN3`).
 */
export const agentDownlineRules = {
  pageSize: 20,
  maxPageSize: 50,
  searchMaxLength: 30,
  maxTransferDownlines: 20,
} as const;

/**
 * What a downline's status says: a bet in the last 30 days (`ACTIVE`), none (`DORMANT`), or a self-exclusion running
 * (`SELF_EXCLUDED`), which outranks the other two.
 */
export const downlineStatuses = ['ACTIVE', 'DORMANT', 'SELF_EXCLUDED'] as const;
export type DownlineStatus = (typeof downlineStatuses)[number];

/**
 * One downline as team management lists it: `level` 1 for a direct downline, 2 for one of theirs and so on; `agent`
 * when the downline is an agent with a team of its own; `uplineName` the member it registered under; the main
 * wallet's `balance`; `status` one of `downlineStatuses`.
 */
export const downline = looseObject({
  username: string(),
  nickname: maybe(string()),
  level: notNegative,
  agent: boolean(),
  uplineName: string(),
  balance: numberLike,
  registerTime: numberLike,
  lastLoginTime: maybe(numberLike),
  status: string(),
});

/** A page of downlines (`agentDownlines`), the closest levels first, then by username; with the count the filter holds. */
export const downlinesValue = looseObject({
  list: array(downline),
  totalCount: notNegative,
  totalPages: notNegative,
});

/** A transfer to downlines (`transferToDownlines`): the amount each received, their count, and what left the agent. */
export const transferToDownlinesValue = looseObject({
  amountEach: notNegative,
  downlineCount: notNegative,
  totalAmount: notNegative,
  balance: numberLike,
});

/**
 * The register centre's limits (reference platform; see CHOICES.md): how many affiliate links an agent may hold, and
 * the longest note one may carry.
 */
export const affiliateLinkRules = { maxLinks: 20, remarkMaxLength: 40 } as const;

/**
 * A downline the agent registered (`registerDownline`): a member of the merchant under the agent, who logs in with
 * the name and password chosen.
 */
export const registerDownlineValue = looseObject({
  username: string(),
  registerTime: numberLike,
});

/**
 * One of the agent's affiliate links: `code` is what a registration carries (`?affiliateCode=` on the brand's site,
 * which builds the link from its own address), `remark` the agent's note, `registrations` how many members joined
 * with it.
 */
export const affiliateLink = looseObject({
  id: numberLike,
  code: string(),
  remark: maybe(string()),
  createTime: numberLike,
  registrations: notNegative,
});

/** The agent's affiliate links (`affiliateLinks`), newest first. */
export const affiliateLinksValue = looseObject({
  list: array(affiliateLink),
});
