import type { AgentBettingSort, AgentIncomeKind } from '@lobby/contract';
import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, walletTransactions, type WalletTransactionKind } from '../db/schema';
import { memberBets } from '../wallet/betSums';
import type { Cents } from '../wallet/money';
import type { DateRange } from '../wallet/records';
import { teamCte, type TeamOf } from './team';

// The agent centre's reports: team betting, user loss and the agent's own income, read from the rows themselves
// (bets, their half-month sums, the ledger) whenever asked for, over a period cut as the team overview's. Each
// member's bets are summed member by member, as the overview's are: small aggregates, never a sort of the team's bets
// all at once. A team's totals are the sums of its members' rows, in the same statement.

/** What one member bet in a period. Amounts in hundredths. */
export interface BetSums {
  bets: number;
  stake: Cents;
  validBet: Cents;
  payout: Cents;
}

export interface TeamBettingRow extends BetSums {
  username: string;
  level: number;
}

export interface TeamBetting {
  rows: TeamBettingRow[];
  /** Members who bet, over the whole filter. */
  total: number;
  totals: BetSums;
}

/** A period up to `now`: its bets are those placed from its start, before its end, and not after `now`. */
export interface ReportSpan {
  range: DateRange;
  now: Date;
}

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * One member's bets in `span` (of one product or all) summed: `(bets, stake, valid_bet, payout)`, zeros for none. The
 * half-months over are read from their sums, the rest from the bets (`memberBets`).
 */
function memberSums(member: SQL, { range, now }: ReportSpan, productType: string | undefined): SQL {
  return sql`select coalesce(sum(bets), 0)::integer as bets, coalesce(sum(stake), 0) as stake,
    coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(payout), 0) as payout
    from (${memberBets(member, { from: range.from, to: range.to, now }, productType)}) as rows_of_member`;
}

/**
 * `member_bets (id, level, bets, stake, valid_bet, payout)`: the team's members who bet in the span, each member's
 * bets summed member by member (`memberSums`). Put it after `with recursive <team>,`.
 */
function memberBetsCte(span: ReportSpan, productType: string | undefined): SQL {
  return sql`member_bets as (
    select team.id, team.level, sums.bets, sums.stake, sums.valid_bet, sums.payout
    from team cross join lateral (${memberSums(sql`team.id`, span, productType)}) as sums
    where sums.bets > 0
  )`;
}

/** Team betting's orders: each with the username (any case) and the id after it, so a page never shifts. */
const bettingOrder: Record<AgentBettingSort, SQL> = {
  betAmount: sql`stake desc`,
  validBetAmount: sql`valid_bet desc`,
  payout: sql`payout desc`,
  betCount: sql`bets desc`,
  winLoss: sql`(payout - stake) asc`,
  username: sql`lower(username) asc`,
};

interface SumsRow {
  total: number;
  username: string | null;
  level: number | null;
  bets: number | null;
  stake: string | null;
  valid_bet: string | null;
  payout: string | null;
  all_bets: number;
  all_stake: string;
  all_valid_bet: string;
  all_payout: string;
}

const sumsOf = (row: { bets: unknown; stake: unknown; valid_bet: unknown; payout: unknown }): BetSums => ({
  bets: Number(row.bets ?? 0),
  stake: Number(row.stake ?? 0),
  validBet: Number(row.valid_bet ?? 0),
  payout: Number(row.payout ?? 0),
});

/**
 * Team betting: a page of the team's members who bet in the span (of one product or all) in the order asked, and the
 * count and totals of all of them, in one statement.
 */
export async function teamBetting(
  db: Database,
  query: TeamOf & ReportSpan & { productType?: string | undefined; sort: AgentBettingSort; page: number; size: number },
): Promise<TeamBetting> {
  const { productType, sort, page, size } = query;
  const result = await db.execute(sql`
    with recursive ${teamCte(query)},
    ${memberBetsCte(query, productType)},
    totals as (
      select count(*)::integer as total, coalesce(sum(bets), 0)::integer as all_bets,
        coalesce(sum(stake), 0)::text as all_stake, coalesce(sum(valid_bet), 0)::text as all_valid_bet,
        coalesce(sum(payout), 0)::text as all_payout
      from member_bets
    ),
    page as (
      select member.username, member_bets.*,
        row_number() over (order by ${bettingOrder[sort]}, lower(member.username), member_bets.id) as place
      from member_bets join ${members} member on member.id = member_bets.id
      order by place
      limit ${size} offset ${(page - 1) * size}
    )
    select totals.*, page.username, page.level, page.bets, page.stake::text as stake,
      page.valid_bet::text as valid_bet, page.payout::text as payout
    from totals left join page on true
    order by page.place`);
  // Both drivers answer { rows }; drizzle types the raw result per driver.
  const rows = (result as unknown as { rows: SumsRow[] }).rows;
  const [first] = rows;
  return {
    total: Number(first?.total ?? 0),
    totals: {
      bets: Number(first?.all_bets ?? 0),
      stake: Number(first?.all_stake ?? 0),
      validBet: Number(first?.all_valid_bet ?? 0),
      payout: Number(first?.all_payout ?? 0),
    },
    // A page past the end is the totals' row alone.
    rows: rows.flatMap((row) =>
      row.username === null ? [] : [{ username: row.username, level: Number(row.level), ...sumsOf(row) }],
    ),
  };
}

export interface UserLossRow extends TeamBettingRow {
  /** Bonuses credited less any taken back. */
  bonus: Cents;
  rebate: Cents;
}

export interface UserLoss {
  rows: UserLossRow[];
  total: number;
  totals: BetSums & { bonus: Cents; rebate: Cents };
}

interface LossRow extends SumsRow {
  bonus: string | null;
  rebate: string | null;
  all_bonus: string;
  all_rebate: string;
}

/**
 * User loss: each downline's bets in the span and the bonuses and rebates the merchant credited it then (its ledger's
 * `bonus` and `rebate` rows), of those whose username holds `search`, the biggest losers first (the lowest net
 * result: payouts less stakes, plus bonuses and rebates), a page and the totals of all of them, in one statement.
 * A downline listed bet or was credited something in the span.
 */
export async function userLoss(
  db: Database,
  query: TeamOf & ReportSpan & { search?: string | undefined; page: number; size: number },
): Promise<UserLoss> {
  const { search, page, size, range, now } = query;
  const result = await db.execute(sql`
    with recursive ${teamCte(query)},
    chosen as (
      select team.id, team.level, member.username
      from team join ${members} member on member.id = team.id
      where ${search ? sql`strpos(lower(member.username), lower(${search})) > 0` : sql`true`}
    ),
    member_rows as (
      select chosen.id, chosen.level, chosen.username, bet_sums.bets, bet_sums.stake, bet_sums.valid_bet,
        bet_sums.payout, credits.bonus, credits.rebate,
        bet_sums.payout - bet_sums.stake + credits.bonus + credits.rebate as net_result
      from chosen
      cross join lateral (${memberSums(sql`chosen.id`, query, undefined)}) as bet_sums
      cross join lateral (
        select coalesce(sum(ledger.amount) filter (where ledger.kind = 'bonus'), 0) as bonus,
          coalesce(sum(ledger.amount) filter (where ledger.kind = 'rebate'), 0) as rebate,
          count(*) as credits
        from ${walletTransactions} ledger
        where ledger.member_id = chosen.id and ledger.account_type_id = 2 and ledger.kind in ('bonus', 'rebate')
          and ledger.created_at >= ${iso(range.from)} and ledger.created_at < ${iso(range.to)}
          and ledger.created_at <= ${iso(now)}
      ) as credits
      where bet_sums.bets > 0 or credits.credits > 0
    ),
    totals as (
      select count(*)::integer as total, coalesce(sum(bets), 0)::integer as all_bets,
        coalesce(sum(stake), 0)::text as all_stake, coalesce(sum(valid_bet), 0)::text as all_valid_bet,
        coalesce(sum(payout), 0)::text as all_payout, coalesce(sum(bonus), 0)::text as all_bonus,
        coalesce(sum(rebate), 0)::text as all_rebate
      from member_rows
    ),
    page as (
      select *, row_number() over (order by net_result, lower(username), id) as place
      from member_rows order by place limit ${size} offset ${(page - 1) * size}
    )
    select totals.*, page.username, page.level, page.bets, page.stake::text as stake,
      page.valid_bet::text as valid_bet, page.payout::text as payout, page.bonus::text as bonus,
      page.rebate::text as rebate
    from totals left join page on true
    order by page.place`);
  // Both drivers answer { rows }; drizzle types the raw result per driver.
  const rows = (result as unknown as { rows: LossRow[] }).rows;
  const [first] = rows;
  return {
    total: Number(first?.total ?? 0),
    totals: {
      bets: Number(first?.all_bets ?? 0),
      stake: Number(first?.all_stake ?? 0),
      validBet: Number(first?.all_valid_bet ?? 0),
      payout: Number(first?.all_payout ?? 0),
      bonus: Number(first?.all_bonus ?? 0),
      rebate: Number(first?.all_rebate ?? 0),
    },
    rows: rows.flatMap((row) =>
      row.username === null
        ? []
        : [
            {
              username: row.username,
              level: Number(row.level),
              ...sumsOf(row),
              bonus: Number(row.bonus ?? 0),
              rebate: Number(row.rebate ?? 0),
            },
          ],
    ),
  };
}

/** The ledger kind of each kind of income. */
export const ledgerKindOfIncome: Record<AgentIncomeKind, WalletTransactionKind> = {
  DAILY_SALARY: 'daily_salary',
  HOURLY_SALARY: 'hourly_salary',
  REALTIME_SALARY: 'realtime_salary',
  DIVIDEND: 'dividend',
};

const incomeKindOf = new Map(
  Object.entries(ledgerKindOfIncome).map(([kind, ledgerKind]) => [ledgerKind, kind as AgentIncomeKind]),
);

export interface IncomeRow {
  id: number;
  at: Date;
  kind: AgentIncomeKind;
  amount: Cents;
  balance: Cents;
}

export interface Income {
  /** Every kind, in `ledgerKindOfIncome`'s order, with 0 where none was paid. */
  kinds: Array<{ kind: AgentIncomeKind; amount: Cents; count: number }>;
  rows: IncomeRow[];
  /** The payments of the page's filter. */
  total: number;
}

/**
 * The agent's own income in the span: the sum and count of each kind of pay in its main wallet's ledger, and a page of
 * the payments (of one kind or all), newest first.
 */
export async function incomeOf(
  db: Database,
  query: ReportSpan & { memberId: number; kind?: AgentIncomeKind | undefined; page: number; size: number },
): Promise<Income> {
  const { memberId, kind, range, now, page, size } = query;
  const allKinds = Object.values(ledgerKindOfIncome);
  const within = and(
    eq(walletTransactions.memberId, memberId),
    eq(walletTransactions.accountTypeId, 2),
    gte(walletTransactions.createdAt, range.from),
    lt(walletTransactions.createdAt, range.to),
    lte(walletTransactions.createdAt, now),
  );
  const chosen = and(within, inArray(walletTransactions.kind, kind ? [ledgerKindOfIncome[kind]] : allKinds));
  const [sums, [counted], rows] = await Promise.all([
    db
      .select({
        kind: walletTransactions.kind,
        amount: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)`,
        n: count(),
      })
      .from(walletTransactions)
      .where(and(within, inArray(walletTransactions.kind, allKinds)))
      .groupBy(walletTransactions.kind),
    db.select({ n: count() }).from(walletTransactions).where(chosen),
    db
      .select({
        id: walletTransactions.id,
        at: walletTransactions.createdAt,
        kind: walletTransactions.kind,
        amount: walletTransactions.amount,
        balance: walletTransactions.balanceAfter,
      })
      .from(walletTransactions)
      .where(chosen)
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  return {
    kinds: Object.entries(ledgerKindOfIncome).map(([name, ledgerKind]) => {
      const sum = sums.find((row) => row.kind === ledgerKind);
      return { kind: name as AgentIncomeKind, amount: Number(sum?.amount ?? 0), count: sum?.n ?? 0 };
    }),
    total: counted?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      kind: incomeKindOf.get(row.kind) ?? 'DIVIDEND',
      amount: row.amount,
      balance: row.balance,
    })),
  };
}
