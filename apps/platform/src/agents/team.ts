import { errorCodes } from '@lobby/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { members, type Member } from '../db/schema';
import { ApiError } from '../lib/apiError';

// An agent's team: every member of the agent's merchant whose chain of uplines reaches the agent, at any depth, never
// the agent itself. It is read from `members.upline_id` by a recursive query whenever asked for (the uplines' index
// serves each level), so a registration under any downline joins the team at once and nothing is kept in step.

export const agentErrors = {
  agentOnly: () => new ApiError(403, errorCodes.agentOnly, 'The agent centre is open to agents only.'),
  /** A member outside the caller's team reads as one who does not exist: the answer tells nothing of other teams. */
  downlineNotFound: () => new ApiError(404, errorCodes.downlineNotFound, 'There is no such member in your team.'),
  transferSingleOnly: () =>
    new ApiError(400, errorCodes.downlineTransferSingleOnly, 'Transfers here go to one downline at a time.', {
      field: 'downlines',
    }),
  transferDuplicate: () =>
    new ApiError(400, errorCodes.downlineTransferDuplicate, 'Each downline may be named once in a transfer.', {
      field: 'downlines',
    }),
};

export interface TeamOf {
  merchantId: number;
  agentId: number;
}

/**
 * The common table expression `team (id, upline_id, type, created_at, level)`: the agent's downlines, level by level
 * (1 for a direct downline). Put it after `with recursive`. Each member has one upline, so the walk meets a member at
 * one level only, the number of steps up its chain to the agent; the agent itself is never walked, so even a loop in
 * the uplines through the agent (which no path writes) ends the walk, and the agent never counts as its own downline.
 */
export function teamCte({ merchantId, agentId }: TeamOf): SQL {
  return sql`team (id, upline_id, type, created_at, level) as (
    select id, upline_id, type, created_at, 1 from ${members}
    where merchant_id = ${merchantId} and upline_id = ${agentId} and id <> ${agentId}
    union
    select downline.id, downline.upline_id, downline.type, downline.created_at, team.level + 1
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

/**
 * The members of the agent's team named by `usernames` (any case), in the order named; `downline_not_found` when any
 * name is of nobody in the team: no answer tells whether it names a member elsewhere. Each is walked up from the member.
 */
export async function downlinesNamed(db: Database, team: TeamOf, usernames: readonly string[]): Promise<Member[]> {
  const wanted = usernames.map((name) => name.trim().toLowerCase());
  const found = wanted.length
    ? await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, team.merchantId), inArray(sql`lower(${members.username})`, wanted)))
    : [];
  const named = wanted.map((name) => found.find((member) => member.username.toLowerCase() === name));
  const inside = await Promise.all(
    named.map((member) => (member ? isInTeam(db, { ...team, memberId: member.id }) : false)),
  );
  if (inside.includes(false)) throw agentErrors.downlineNotFound();
  return named.filter((member) => member !== undefined);
}
