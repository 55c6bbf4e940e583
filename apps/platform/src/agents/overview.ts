import { agentPeriods, agentTrendLength, errorCodes, type AgentPeriod } from '@lobby/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { deposits, withdrawals } from '../db/schema';
import { ApiError } from '../lib/apiError';
import { memberBets } from '../wallet/betSums';
import type { Cents } from '../wallet/money';
import { calendarPeriod, type CalendarUnit } from '../wallet/periods';
import type { DateRange } from '../wallet/records';
import { paidOutBy } from '../wallet/withdrawals';
import { teamCte, teamSummaryColumns, type TeamOf, type TeamSummary } from './team';

// The agent centre's team overview: what the team did over a period and the periods before it, read from the rows
// themselves (bets, deposits, withdrawals, registrations) whenever asked for. Periods are UTC days, weeks from Monday,
// half-months and calendar months, like every report's.

export const overviewErrors = {
  periodUnknown: (period: string) =>
    new ApiError(
      400,
      errorCodes.agentPeriodUnknown,
      `There is no team overview period "${period}": choose ${agentPeriods.join(', ')}.`,
      { field: 'period' },
    ),
};

/** A period as the caller names it (any case), or the refusal naming the choices. */
export function agentPeriodOf(text: string): AgentPeriod {
  const period = agentPeriods.find((known) => known === text.trim().toUpperCase());
  if (!period) throw overviewErrors.periodUnknown(text);
  return period;
}

const unitOf: Record<AgentPeriod, CalendarUnit> = { D: 'day', W: 'week', H: 'halfMonth', M: 'month' };

/**
 * The trend's periods, oldest first, ending with the one running at `now`: `agentTrendLength[period]` of them, each
 * from its first instant to the first instant after it (the running one's natural end, in the future).
 */
export function trendPeriods(period: AgentPeriod, now: Date): DateRange[] {
  const length = agentTrendLength[period];
  return Array.from({ length }, (_, index) => calendarPeriod(unitOf[period], now, index - (length - 1)));
}

/** What the team did in one period. Amounts in hundredths. */
export interface TeamFigures {
  /** Team members who registered in it. */
  newMembers: number;
  /** Team members with a bet in it. */
  activeMembers: number;
  bets: number;
  stake: Cents;
  validBet: Cents;
  payout: Cents;
  /** Deposits made in it and credited. */
  deposits: number;
  depositAmount: Cents;
  /** Withdrawals made in it and paid out (`paidOutBy`). */
  withdrawals: number;
  withdrawAmount: Cents;
}

interface OverviewRow extends TeamSummary {
  new_members: number;
  active_members: number;
  bets: number;
  stake: string;
  valid_bet: string;
  payout: string;
  deposits: number;
  deposit_amount: string;
  withdrawals: number;
  withdraw_amount: string;
}

export interface TeamOverview {
  team: TeamSummary;
  /** One point per period asked for, in the same order. */
  trend: Array<{ range: DateRange; figures: TeamFigures }>;
}

/**
 * The team as it stands and its figures in each of `periods` (consecutive, oldest first), counting what happened up
 * to `now`, in one statement: the team is walked once, and each source is read once over the whole span, member by
 * member through its index on (member, time), each row put in its period by `width_bucket` over the periods' starts
 * (the bets summed per member as they are read).
 * A deposit or withdrawal belongs to the period it was made in, as the records list it.
 */
export async function teamOverview(
  db: Database,
  query: TeamOf & { agentTypes: readonly number[]; periods: readonly DateRange[]; now: Date },
): Promise<TeamOverview> {
  const { periods, now } = query;
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) throw new Error('a team overview covers at least one period');
  const starts = sql`array[${sql.join(
    periods.map((period) => sql`${period.from.toISOString()}::timestamptz`),
    sql`, `,
  )}]`;
  const within = (column: AnyPgColumn | SQL) =>
    sql`${column} >= ${first.from.toISOString()}::timestamptz and ${column} < ${last.to.toISOString()}::timestamptz
      and ${column} <= ${now.toISOString()}::timestamptz`;
  // The ids as one sorted array: an index scan walks its members in order, without a fresh descent for each.
  const ofTeam = (column: AnyPgColumn) => sql`${column} = any(array(select id from team order by id))`;
  const result = await db.execute(sql`
    with recursive ${teamCte(query)},
    summary as (select ${teamSummaryColumns(query)} from team),
    joined as (
      select width_bucket(created_at, ${starts}) as bucket, count(*) as new_members
      from team where ${within(sql`created_at`)}
      group by 1
    ),
    -- Each member's bets summed per period member by member (a small aggregate each, so a team of thousands with a
    -- year of bets never sorts or hashes its bets all at once): the half-months the span holds whole from their
    -- sums, the rest over the member's own range of the (member, time) index.
    played_by_member as (
      select bucket, bets, stake, valid_bet, payout
      from team cross join lateral (
        select width_bucket(at, ${starts}) as bucket, sum(bets) as bets, sum(stake) as stake,
          sum(valid_bet) as valid_bet, sum(payout) as payout
        from (${memberBets(sql`team.id`, { from: first.from, to: last.to, now })}) as rows_of_member
        group by 1
      ) as member_bets
      where bets > 0
    ),
    -- Summed member by member first, so that counting the active members sorts no bet.
    played as (
      select bucket, count(*) as active_members, sum(bets) as bets, sum(stake) as stake, sum(valid_bet) as valid_bet,
        sum(payout) as payout
      from played_by_member
      group by 1
    ),
    deposited as (
      select width_bucket(${deposits.createdAt}, ${starts}) as bucket, count(*) as deposits,
        sum(${deposits.amount}) as deposit_amount
      from ${deposits}
      where ${ofTeam(deposits.memberId)} and ${deposits.status} = 'successful' and ${within(deposits.createdAt)}
      group by 1
    ),
    withdrawn as (
      select width_bucket(${withdrawals.createdAt}, ${starts}) as bucket, count(*) as withdrawals,
        sum(${withdrawals.amount}) as withdraw_amount
      from ${withdrawals}
      where ${ofTeam(withdrawals.memberId)} and ${paidOutBy(now, query.merchantId)}
        and ${within(withdrawals.createdAt)}
      group by 1
    )
    select bucket, size, direct, agents,
      coalesce(new_members, 0)::integer as new_members,
      coalesce(active_members, 0)::integer as active_members,
      coalesce(bets, 0)::integer as bets,
      coalesce(stake, 0)::text as stake,
      coalesce(valid_bet, 0)::text as valid_bet,
      coalesce(payout, 0)::text as payout,
      coalesce(deposits, 0)::integer as deposits,
      coalesce(deposit_amount, 0)::text as deposit_amount,
      coalesce(withdrawals, 0)::integer as withdrawals,
      coalesce(withdraw_amount, 0)::text as withdraw_amount
    from generate_series(1, ${periods.length}::integer) as buckets (bucket)
      cross join summary
      left join joined using (bucket)
      left join played using (bucket)
      left join deposited using (bucket)
      left join withdrawn using (bucket)
    order by bucket`);
  // Both drivers answer { rows }; drizzle types the raw result per driver.
  const rows = (result as unknown as { rows: OverviewRow[] }).rows;
  const [counts] = rows;
  return {
    team: { size: Number(counts?.size ?? 0), direct: Number(counts?.direct ?? 0), agents: Number(counts?.agents ?? 0) },
    trend: periods.map((range, index) => {
      const row = rows[index];
      return {
        range,
        figures: {
          newMembers: Number(row?.new_members ?? 0),
          activeMembers: Number(row?.active_members ?? 0),
          bets: Number(row?.bets ?? 0),
          stake: Number(row?.stake ?? 0),
          validBet: Number(row?.valid_bet ?? 0),
          payout: Number(row?.payout ?? 0),
          deposits: Number(row?.deposits ?? 0),
          depositAmount: Number(row?.deposit_amount ?? 0),
          withdrawals: Number(row?.withdrawals ?? 0),
          withdrawAmount: Number(row?.withdraw_amount ?? 0),
        },
      };
    }),
  };
}
