import { array, boolean, looseObject, minValue, pipe, string } from 'valibot';
import { idLike, maybe, numberLike } from './primitives';
import { accountRecord, betRecord } from './records.values';

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

/**
 * The agent centre's reports (reference platform; see CHOICES.md): a page of members or rows (20 unless asked, at most
 * 50), a search (part of a username, at most 30 characters, as team management's).
 */
export const agentReportRules = { pageSize: 20, maxPageSize: 50, searchMaxLength: 30 } as const;

/**
 * What team betting's rows may be ordered by: the amounts and the count highest first, the win or loss lowest first
 * (the members who lost most, the house's best), the username alphabetically.
 */
export const agentBettingSorts = ['betAmount', 'validBetAmount', 'payout', 'betCount', 'winLoss', 'username'] as const;
export type AgentBettingSort = (typeof agentBettingSorts)[number];

/**
 * What one member of the team bet in a period (of one product or all): the count, the stakes, the part counted as
 * turnover, the payouts, and the member's win or loss (payout less stake). `level` 1 for a direct downline.
 */
export const teamBettingRow = looseObject({
  username: string(),
  level: notNegative,
  betCount: notNegative,
  betAmount: notNegative,
  validBetAmount: notNegative,
  payout: notNegative,
  winLoss: numberLike,
});

/** Team betting's totals: the members who bet, and the sums of every row of the filter (not only the page's). */
export const teamBettingSummary = looseObject({
  memberCount: notNegative,
  betCount: notNegative,
  betAmount: notNegative,
  validBetAmount: notNegative,
  payout: notNegative,
  winLoss: numberLike,
});

/**
 * Team betting (`agentTeamBetting`): over the running `period` (as the team overview's), the team's members who bet,
 * of one `productType` or all (null), a page of them in the order asked, and the totals of all of them.
 */
export const teamBettingValue = looseObject({
  period: string(),
  startTime: numberLike,
  endTime: numberLike,
  productType: maybe(string()),
  list: array(teamBettingRow),
  totalCount: notNegative,
  totalPages: notNegative,
  summary: teamBettingSummary,
});

/** One member's bets (`agentMemberBets`): a page of them, newest first, as the member's own betting record shows them. */
export const memberBetsValue = looseObject({
  username: string(),
  period: string(),
  startTime: numberLike,
  endTime: numberLike,
  list: array(betRecord),
  totalCount: notNegative,
  totalPages: notNegative,
  summary: looseObject({
    betCount: notNegative,
    betAmount: notNegative,
    validBetAmount: notNegative,
    winLoss: numberLike,
  }),
});

/**
 * One downline's profit and loss over a period: the bets (count, stakes, valid bets, payouts), the bonuses and rebates
 * the merchant credited it (`bonus` net of any taken back), the member's net result (payouts less stakes, plus bonuses
 * and rebates) and the house's (its opposite).
 */
export const userLossRow = looseObject({
  username: string(),
  level: notNegative,
  betCount: notNegative,
  betAmount: notNegative,
  validBetAmount: notNegative,
  payout: notNegative,
  bonus: numberLike,
  rebate: notNegative,
  winLoss: numberLike,
  netResult: numberLike,
  houseResult: numberLike,
});

/** User loss's totals: the members listed, and the sums of their rows. */
export const userLossSummary = looseObject({
  memberCount: notNegative,
  betCount: notNegative,
  betAmount: notNegative,
  validBetAmount: notNegative,
  payout: notNegative,
  bonus: numberLike,
  rebate: notNegative,
  winLoss: numberLike,
  netResult: numberLike,
  houseResult: numberLike,
});

/**
 * User loss (`agentUserLoss`): over the running `period`, the downlines who bet or were credited a bonus or rebate,
 * the biggest losers first (lowest net result), those whose username holds `search`, a page and the totals.
 */
export const userLossValue = looseObject({
  period: string(),
  startTime: numberLike,
  endTime: numberLike,
  list: array(userLossRow),
  totalCount: notNegative,
  totalPages: notNegative,
  summary: userLossSummary,
});

/**
 * The kinds of an agent's own income (my income): pay under a contract with the upline, as the ledger keeps it (the
 * account record's `SALARY`). A rebate on the agent's own bets is a player's rebate, not income from the team.
 */
export const agentIncomeKinds = ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'] as const;
export type AgentIncomeKind = (typeof agentIncomeKinds)[number];

/** One payment of income: its ledger id, when it was paid, its kind, the amount and the main wallet's balance after. */
export const incomeRow = looseObject({
  id: idLike,
  txTime: numberLike,
  kind: string(),
  amount: numberLike,
  balance: maybe(numberLike),
});

/**
 * My income (`agentIncome`): over the running `period`, the total and the count of each kind (every kind listed, 0
 * when none was paid), the period's total, and a page of the payments (of one `kind` or all), newest first.
 */
export const incomeValue = looseObject({
  period: string(),
  startTime: numberLike,
  endTime: numberLike,
  kinds: array(looseObject({ kind: string(), amount: numberLike, count: notNegative })),
  totalAmount: numberLike,
  list: array(incomeRow),
  totalCount: notNegative,
  totalPages: notNegative,
});

/** One movement of a downline's main wallet, as the member's own account record shows it, with the member's name. */
export const downlineTransaction = looseObject({
  ...accountRecord.entries,
  username: string(),
});

/** Account details (`agentDownlineTransactions`): a page of the team's movements, newest first. */
export const downlineTransactionsValue = looseObject({
  list: array(downlineTransaction),
  totalCount: notNegative,
  totalPages: notNegative,
});

/**
 * One agent notice (the agent centre's announcement page): its id, title, text (plain: paragraphs apart by a blank
 * line) and when it was published.
 */
export const agentNotice = looseObject({
  id: idLike,
  title: string(),
  content: string(),
  startTime: numberLike,
});

/** The merchant's notices to its agents running now (`agentNotices`), newest first, in the caller's language. */
export const agentNoticesValue = looseObject({
  list: array(agentNotice),
});
