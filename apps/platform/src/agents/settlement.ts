import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  agentContracts,
  betRecords,
  merchants,
  salarySettlements,
  walletTransactions,
  type AgentContract,
  type ContractTier,
  type ContractType,
  type WalletTransactionKind,
} from '../db/schema';
import { calendarPeriod } from '../wallet/periods';
import type { DateRange } from '../wallet/records';
import { notifyMember } from '../realtime/publish';
import { toWire } from '../wallet/money';
import { credit } from '../wallet/transfers';
import { mainWalletTypeId } from '../wallet/wallets';
import { teamCte } from './team';

// The settlement of contracts in force: each period of a contract once over (real-time salary every 5 minutes,
// hourly salary each hour, daily salary each UTC day, a dividend each half-month or month), from the downline agent's
// team's bets in the period. A settled period is a row of `salary_settlements`, unique per contract and period and
// written in the transaction that credits the wallet: a second run, or another platform process settling at once,
// inserts nothing and pays nothing.

/** The ledger kind of each type's pay (migration 0036). */
export const payKinds = {
  daily: 'daily_salary',
  hourly: 'hourly_salary',
  realtime: 'realtime_salary',
  dividend: 'dividend',
} as const satisfies Record<ContractType, WalletTransactionKind>;

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** The period of a contract holding `at`, moved `offset` periods on. */
export function periodOf(contract: Pick<AgentContract, 'type' | 'computationPeriod'>, at: Date, offset = 0): DateRange {
  const slot = (ms: number) => {
    const from = Math.floor(at.getTime() / ms) * ms + offset * ms;
    return { from: new Date(from), to: new Date(from + ms) };
  };
  switch (contract.type) {
    case 'realtime':
      return slot(5 * minuteMs);
    case 'hourly':
      return slot(hourMs);
    case 'daily':
      return calendarPeriod('day', at, offset);
    case 'dividend':
      return calendarPeriod(contract.computationPeriod === 'H' ? 'halfMonth' : 'month', at, offset);
  }
}

/**
 * How many periods back a run catches up at most (a platform stopped for a while pays the recent periods, not every
 * five minutes since the contract began).
 */
export const catchUpPeriods: Record<ContractType, number> = { realtime: 288, hourly: 72, daily: 92, dividend: 12 };

export interface TeamPeriodFigures {
  /** Valid bets of the team, hundredths. */
  betVolume: number;
  /** Stakes less payouts (the team's loss), hundredths. */
  netLoss: number;
  activeMembers: number;
}

/**
 * The figures of the agent's team (its downlines at every level) on one product in each of back-to-back periods, from
 * its bets: one statement reads the team's bets of the whole span once (the bets' member-product-date index) and sorts
 * each into its period by a binary search of the periods' bounds (`width_bucket`), in their order.
 */
export async function teamPeriodFigures(
  db: Database,
  team: { merchantId: number; agentId: number; productType: string; ranges: readonly DateRange[] },
): Promise<TeamPeriodFigures[]> {
  const { ranges, productType } = team;
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) return [];
  ranges.forEach((range, index) => {
    const next = ranges[index + 1];
    if (next && next.from.getTime() !== range.to.getTime()) throw new Error('periods are back to back');
  });
  const bounds = sql.join(
    [...ranges.map((range) => range.from), last.to].map((at) => sql`${at.toISOString()}::timestamptz`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive ${teamCte(team)}
    select width_bucket(${betRecords.createdAt}, array[${bounds}]) as i,
      coalesce(sum(${betRecords.validBet}), 0)::bigint as volume,
      coalesce(sum(${betRecords.stake} - ${betRecords.payout}), 0)::bigint as loss,
      count(distinct ${betRecords.memberId})::integer as active
    from ${betRecords}
    where ${betRecords.memberId} in (select id from team)
      and ${betRecords.productType} = ${productType}
      and ${betRecords.status} = 'settled'
      and ${betRecords.createdAt} >= ${first.from.toISOString()}
      and ${betRecords.createdAt} < ${last.to.toISOString()}
    group by 1`);
  // Both drivers answer { rows }; drizzle types the raw result per driver. Buckets count from 1.
  const rows = (result as unknown as { rows: Array<{ i: number; volume: string; loss: string; active: number }> }).rows;
  const byIndex = new Map(rows.map((row) => [Number(row.i) - 1, row]));
  return ranges.map((_range, index) => {
    const row = byIndex.get(index);
    return {
      betVolume: Number(row?.volume ?? 0),
      netLoss: Number(row?.loss ?? 0),
      activeMembers: Number(row?.active ?? 0),
    };
  });
}

/**
 * What a contract pays for a period's figures: the highest tier met (its turnover and active members reached; index
 * from 0), and its pay: a percentage of the turnover (a real-time salary's loss rate when the team lost, else its win
 * rate; a dividend's of the net loss, nothing when the team won) or the tier's fixed amount. Rounded down to the
 * hundredth.
 */
export function payOf(
  type: ContractType,
  tiers: readonly ContractTier[],
  figures: TeamPeriodFigures,
): { tier: number | null; amount: number } {
  let met: number | null = null;
  tiers.forEach((tier, index) => {
    if (figures.betVolume >= tier.minBet && figures.activeMembers >= tier.activeMembers) met = index;
  });
  if (met === null) return { tier: null, amount: 0 };
  const tier = tiers[met];
  if (!tier) return { tier: null, amount: 0 };
  // Rates are hundredths of a percent: amount * rate / 10,000.
  const percentOf = (base: number, rate: number) => Math.floor((Math.max(0, base) * rate) / 10_000);
  switch (type) {
    case 'dividend':
      return { tier: met, amount: percentOf(figures.netLoss, tier.rate) };
    case 'realtime':
      return { tier: met, amount: percentOf(figures.betVolume, figures.netLoss > 0 ? tier.rate : (tier.winRate ?? 0)) };
    default:
      return { tier: met, amount: tier.rateType === 'F' ? tier.rate : percentOf(figures.betVolume, tier.rate) };
  }
}

type DueContract = AgentContract & { currency: string };

/**
 * Settles periods of one contract (in order) in one transaction: a settlement row per period and, for those that pay,
 * one credit of their sum and a ledger row each (the balance after each, in period order). A period settled already,
 * by this or another process, inserts no row and pays nothing: another transaction settling it at once waits on the
 * row's unique index until the first commits. Answers the periods this call settled and what they paid.
 */
export async function settlePeriods(
  db: Database,
  contract: DueContract,
  ranges: readonly DateRange[],
  stamp: (range: DateRange) => Date,
): Promise<{ periods: number; paid: number; amount: number }> {
  const figures = await teamPeriodFigures(db, {
    merchantId: contract.merchantId,
    agentId: contract.memberId,
    productType: contract.productType,
    ranges,
  });
  const rows = ranges.map((range, index) => {
    const period = figures[index] ?? { betVolume: 0, netLoss: 0, activeMembers: 0 };
    return { range, figures: period, ...payOf(contract.type, contract.tiers, period) };
  });
  if (!rows.length) return { periods: 0, paid: 0, amount: 0 };
  return db.transaction(async (tx) => {
    const settled = await tx
      .insert(salarySettlements)
      .values(
        rows.map((row) => ({
          contractId: contract.id,
          memberId: contract.memberId,
          type: contract.type,
          periodStart: row.range.from,
          periodEnd: row.range.to,
          ...row.figures,
          tier: row.tier,
          amount: row.amount,
          createdAt: stamp(row.range),
        })),
      )
      // Periods another run settled first (it waits on their unique index until that one commits).
      .onConflictDoNothing()
      .returning({ id: salarySettlements.id, periodStart: salarySettlements.periodStart });
    const mine = new Map(settled.map((row) => [row.periodStart.getTime(), row.id]));
    const paying = rows.flatMap((row) => {
      const id = mine.get(row.range.from.getTime());
      return id !== undefined && row.amount > 0 ? [{ ...row, settlementId: id }] : [];
    });
    const total = paying.reduce((sum, row) => sum + row.amount, 0);
    const latest = paying.at(-1);
    if (latest) {
      const after = await credit(
        tx,
        { memberId: contract.memberId, accountTypeId: mainWalletTypeId, currency: contract.currency },
        total,
        stamp(latest.range),
      );
      // The ledger replays the credit one period at a time, each row with the balance right after it.
      let balance = after - total;
      await tx.insert(walletTransactions).values(
        paying.map((row) => {
          balance += row.amount;
          return {
            memberId: contract.memberId,
            kind: payKinds[contract.type],
            amount: row.amount,
            balanceAfter: balance,
            counterpartMemberId: contract.uplineId,
            settlementId: row.settlementId,
            createdAt: stamp(row.range),
          };
        }),
      );
      // The agent's open pages hear of it when it commits.
      await notifyMember(tx, contract.memberId, 'AGENT_SALARY', {
        amount: toWire(total),
        time: stamp(latest.range).getTime(),
        contractType: contract.type,
      });
    }
    return { periods: settled.length, paid: paying.length, amount: total };
  });
}

export interface SettlementRun {
  /** Periods settled by this run (paying or not). */
  periods: number;
  /** Of them, those that paid, and the hundredths paid in all. */
  paid: number;
  amount: number;
}

/**
 * Settles every period that ended by `now` of every contract in force (or with its termination asked) of the
 * types asked (default all), since the period holding its start or after its last settled one, catching up at most
 * `catchUpPeriods` periods. Safe to run at once in several processes: each period pays once.
 */
export async function settleDue(
  db: Database,
  run: {
    now: Date;
    types?: readonly ContractType[];
    merchantId?: number;
    /** When each period's rows are dated (the seed's history: its period's end); default `now`. */
    stamp?: (range: DateRange) => Date;
  },
): Promise<SettlementRun> {
  const { now } = run;
  const conditions = [inArray(agentContracts.status, ['E', 'V'])];
  if (run.types) conditions.push(inArray(agentContracts.type, [...run.types]));
  if (run.merchantId !== undefined) conditions.push(eq(agentContracts.merchantId, run.merchantId));
  const due = await db
    .select({ contract: agentContracts, currency: merchants.currency })
    .from(agentContracts)
    .innerJoin(merchants, eq(merchants.id, agentContracts.merchantId))
    .where(and(...conditions))
    .orderBy(agentContracts.id);
  const done: SettlementRun = { periods: 0, paid: 0, amount: 0 };
  for (const { contract, currency } of due) {
    if (!contract.startsAt) continue;
    const [last] = await db
      .select({ periodEnd: salarySettlements.periodEnd })
      .from(salarySettlements)
      .where(eq(salarySettlements.contractId, contract.id))
      .orderBy(desc(salarySettlements.periodStart))
      .limit(1);
    const earliest = periodOf(contract, now, -catchUpPeriods[contract.type]).from;
    const first = last ? last.periodEnd : periodOf(contract, contract.startsAt).from;
    const ranges: DateRange[] = [];
    for (
      let range = periodOf(contract, first.getTime() < earliest.getTime() ? earliest : first);
      range.to.getTime() <= now.getTime();
      range = periodOf(contract, range.to)
    ) {
      ranges.push(range);
    }
    const settled = await settlePeriods(db, { ...contract, currency }, ranges, run.stamp ?? (() => now));
    done.periods += settled.periods;
    done.paid += settled.paid;
    done.amount += settled.amount;
  }
  return done;
}

export interface SettlementJob {
  stop(): void;
}

/**
 * The platform's settlement job: settles what is due every `everyMs` (a minute: the real-time salary's 5-minute
 * periods are paid within a minute of their end), reading `now` from the given clock. A run still going when the next
 * is due is left to finish; a failed run is logged and the next one tries again.
 */
export function startSettlementJob(
  db: Database,
  options: { now: () => Date; everyMs?: number; log: { warn(message: string): void } },
): SettlementJob {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await settleDue(db, { now: options.now() });
    } catch (error) {
      options.log.warn(`Salary settlement failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.everyMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
