import type { DownlineStatus } from '@lobby/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { betRecords, memberExclusions, members, wallets } from '../db/schema';
import type { Cents } from '../wallet/money';
import { teamCte, type TeamOf } from './team';

// Team management: the agent's downlines one page at a time, each with its place in the tree, its main wallet and
// what it has been doing. The team is walked once per call; only the page's members are looked at further.

/** How far back a bet makes a downline `ACTIVE`. */
export const activeWindowMs = 30 * 24 * 60 * 60 * 1000;

export type DownlineScope = 'direct' | 'all';

export interface DownlineQuery extends TeamOf {
  scope: DownlineScope;
  /** Part of a username, matched in any case; undefined for every downline. */
  search?: string;
  /** 1-based. */
  page: number;
  size: number;
  now: Date;
}

export interface DownlineRow {
  id: number;
  username: string;
  nickname: string | null;
  level: number;
  type: number;
  uplineName: string;
  balance: Cents;
  registeredAt: number;
  lastLoginAt: number | null;
  status: DownlineStatus;
}

interface Row {
  total: number;
  id: number | null;
  username: string;
  nickname: string | null;
  level: number;
  type: number;
  upline_name: string;
  balance: string;
  registered_at: number;
  last_login_at: number | null;
  excluded: boolean;
  active: boolean;
}

/** Epoch milliseconds of a timestamp column, as a plain number from either driver. */
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

/**
 * A page of the agent's downlines chosen by `scope` and `search`, the closest levels first and then by username (any
 * case), with how many the choice holds, in one statement: the team is walked and filtered once, counted and paged
 * from the same rows, and only the page's members have their upline, wallet, self-exclusion and last bet looked up
 * (each by its index). A downline is `SELF_EXCLUDED` while a time-out or self-exclusion runs at `now`, else `ACTIVE`
 * with a bet in the 30 days up to `now`, else `DORMANT`.
 */
export async function downlinesOf(db: Database, query: DownlineQuery): Promise<{ rows: DownlineRow[]; total: number }> {
  const { scope, search, page, size, now } = query;
  const at = now.toISOString();
  const since = new Date(now.getTime() - activeWindowMs).toISOString();
  const result = await db.execute(sql`
    with recursive ${teamCte(query)},
    chosen as (
      select team.id, team.level, team.type, team.upline_id, team.created_at, member.username, member.nickname,
        member.last_login_at
      from team join ${members} member on member.id = team.id
      where ${scope === 'direct' ? sql`team.level = 1` : sql`true`}
        and ${search ? sql`strpos(lower(member.username), lower(${search})) > 0` : sql`true`}
    ),
    page as (
      select * from chosen order by level, lower(username), id limit ${size} offset ${(page - 1) * size}
    )
    select total.n as total, page.id, page.username, page.nickname, page.level, page.type,
      upline.username as upline_name, coalesce(wallet.balance, 0)::text as balance,
      ${epochMs('page.created_at')} as registered_at, ${epochMs('page.last_login_at')} as last_login_at,
      exists (
        select 1 from ${memberExclusions} exclusion
        where exclusion.member_id = page.id and exclusion.until > ${at}::timestamptz
      ) as excluded,
      exists (
        select 1 from ${betRecords} bet
        where bet.member_id = page.id and bet.created_at > ${since}::timestamptz and bet.created_at <= ${at}::timestamptz
      ) as active
    from (select count(*)::integer as n from chosen) total
      left join page on true
      left join ${members} upline on upline.id = page.upline_id
      left join ${wallets} wallet on wallet.member_id = page.id
    order by page.level, lower(page.username), page.id`);
  // Both drivers answer { rows }; drizzle types the raw result per driver.
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    total: Number(rows[0]?.total ?? 0),
    // A page past the end is the count's row alone, with no member in it.
    rows: rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              id: Number(row.id),
              username: row.username,
              nickname: row.nickname,
              level: Number(row.level),
              type: Number(row.type),
              uplineName: row.upline_name,
              balance: Number(row.balance),
              registeredAt: Number(row.registered_at),
              lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
              status: row.excluded ? 'SELF_EXCLUDED' : row.active ? 'ACTIVE' : 'DORMANT',
            },
          ],
    ),
  };
}
