import { errorCodes } from '@lobby/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { members } from '../db/schema';
import { ApiError } from '../lib/apiError';

// An agent's team: every member of the agent's merchant whose chain of uplines reaches the agent, at any depth, never
// the agent itself. It is read from `members.upline_id` by a recursive query whenever asked for (the uplines' index
// serves each level), so a registration under any downline joins the team at once and nothing is kept in step.

export const agentErrors = {
  agentOnly: () => new ApiError(403, errorCodes.agentOnly, 'The agent centre is open to agents only.'),
  /** A member outside the caller's team reads as one who does not exist: the answer tells nothing of other teams. */
  downlineNotFound: () => new ApiError(404, errorCodes.downlineNotFound, 'There is no such member in your team.'),
};

export interface TeamOf {
  merchantId: number;
  agentId: number;
}

/**
 * The common table expression `team (id, upline_id, type, created_at)`: the agent's downlines, level by level. Put it
 * after `with recursive`. `union` drops a member met twice, so a loop in the uplines (which no path writes) ends the
 * walk instead of running forever, and the agent never counts as its own downline.
 */
export function teamCte({ merchantId, agentId }: TeamOf): SQL {
  return sql`team (id, upline_id, type, created_at) as (
    select id, upline_id, type, created_at from ${members}
    where merchant_id = ${merchantId} and upline_id = ${agentId} and id <> ${agentId}
    union
    select downline.id, downline.upline_id, downline.type, downline.created_at
    from ${members} downline join team on downline.upline_id = team.id
    where downline.merchant_id = ${merchantId} and downline.id <> ${agentId}
  )`;
}

/** The ids of the agent's team, as a subquery: `column in (...)`. */
export function teamMemberIds(team: TeamOf): SQL {
  return sql`(with recursive ${teamCte(team)} select id from team)`;
}

/** Whether `column` (a member id) names a member of the agent's team. */
export function inTeam(column: AnyPgColumn, team: TeamOf): SQL {
  return sql`${column} in ${teamMemberIds(team)}`;
}

/** The agent's direct downlines (level 1): a condition on `members`. */
export function directDownlinesOf({ merchantId, agentId }: TeamOf): SQL | undefined {
  return and(eq(members.merchantId, merchantId), eq(members.uplineId, agentId));
}

/**
 * Whether the member is in the agent's team, walked up from the member: a team holds thousands, a chain of uplines a
 * handful. Another merchant's member, the agent itself and a member of another branch are not.
 */
export async function isInTeam(db: Database, team: TeamOf & { memberId: number }): Promise<boolean> {
  const { merchantId, agentId, memberId } = team;
  if (memberId === agentId) return false;
  const result = await db.execute(sql`
    with recursive chain (id, upline_id) as (
      select id, upline_id from ${members} where id = ${memberId} and merchant_id = ${merchantId}
      union
      select upline.id, upline.upline_id from ${members} upline join chain on upline.id = chain.upline_id
      where upline.merchant_id = ${merchantId}
    )
    select exists (select 1 from chain where upline_id = ${agentId}) as found`);
  // Both drivers answer { rows }; drizzle types the raw result per driver.
  const [row] = (result as unknown as { rows: Array<{ found: boolean }> }).rows;
  return row?.found === true;
}

export interface TeamSummary {
  /** Every downline, at any level. */
  size: number;
  /** Level 1: the members whose upline is the agent. */
  direct: number;
  /** Downlines whose member type is an agent's. */
  agents: number;
}

/**
 * The select list of a team's `TeamSummary` (`size`, `direct`, `agents`) over the `team` expression, for a statement
 * that reads more of the team at once (`agentTypes`: the agents' member types).
 */
export function teamSummaryColumns(team: TeamOf & { agentTypes: readonly number[] }): SQL {
  const types = sql.join(
    team.agentTypes.map((type) => sql`${type}`),
    sql`, `,
  );
  return sql`count(*)::integer as size,
    (count(*) filter (where upline_id = ${team.agentId}))::integer as direct,
    (count(*) filter (where type in (${types})))::integer as agents`;
}

/** The team as it stands: its size, its direct downlines and the agents among it. */
export async function teamSummary(
  db: Database,
  team: TeamOf & { agentTypes: readonly number[] },
): Promise<TeamSummary> {
  const result = await db.execute(sql`with recursive ${teamCte(team)} select ${teamSummaryColumns(team)} from team`);
  // Both drivers answer { rows }; drizzle types the raw result per driver.
  const [row] = (result as unknown as { rows: TeamSummary[] }).rows;
  return { size: Number(row?.size ?? 0), direct: Number(row?.direct ?? 0), agents: Number(row?.agents ?? 0) };
}
