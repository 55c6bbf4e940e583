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

/** The figures of the agent's team (its downlines at every level) on one product in the period, from its bets. */
export async function teamPeriodFigures(
  db: Database,
  team: { merchantId: number; agentId: number; productType: string; range: DateRange },
): Promise<TeamPeriodFigures> {
  const { range, productType } = team;
  const result = await db.execute(sql`
    with recursive ${teamCte(team)}
    select coalesce(sum(${betRecords.validBet}), 0)::bigint as volume,
      coalesce(sum(${betRecords.stake} - ${betRecords.payout}), 0)::bigint as loss,
      count(distinct ${betRecords.memberId})::integer as active
    from ${betRecords}
    where ${betRecords.memberId} in (select id from team)
      and ${betRecords.productType} = ${productType}
      and ${betRecords.status} = 'settled'
      and ${betRecords.createdAt} >= ${range.from.toISOString()}
      and ${betRecords.createdAt} < ${range.to.toISOString()}`);
  const [row] = (result as unknown as { rows: Array<{ volume: string; loss: string; active: number }> }).rows;
  return {
    betVolume: Number(row?.volume ?? 0),
    netLoss: Number(row?.loss ?? 0),
    activeMembers: Number(row?.active ?? 0),
  };
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
 * Settles one period of a contract: its settlement row and, when it pays, the credit and its ledger row, in one
 * transaction. Answers what it paid, or undefined when the period was settled already (by this or another process).
 */
export async function settlePeriod(
  db: Database,
  contract: DueContract,
  range: DateRange,
  at: Date,
): Promise<number | undefined> {
  const figures = await teamPeriodFigures(db, {
    merchantId: contract.merchantId,
    agentId: contract.memberId,
    productType: contract.productType,
    range,
  });
  const { tier, amount } = payOf(contract.type, contract.tiers, figures);
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .insert(salarySettlements)
      .values({
        contractId: contract.id,
        memberId: contract.memberId,
        type: contract.type,
        periodStart: range.from,
        periodEnd: range.to,
        ...figures,
        tier,
        amount,
        createdAt: at,
      })
      // Another run settled the period first (it waits on this row's unique index until that one commits).
      .onConflictDoNothing()
      .returning({ id: salarySettlements.id });
    if (!settled) return undefined;
    if (amount > 0) {
      const balance = await credit(
        tx,
        { memberId: contract.memberId, accountTypeId: mainWalletTypeId, currency: contract.currency },
        amount,
        at,
      );
      await tx.insert(walletTransactions).values({
        memberId: contract.memberId,
        kind: payKinds[contract.type],
        amount,
        balanceAfter: balance,
        counterpartMemberId: contract.uplineId,
        settlementId: settled.id,
        createdAt: at,
      });
    }
    return amount;
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
    let range = periodOf(contract, first.getTime() < earliest.getTime() ? earliest : first);
    while (range.to.getTime() <= now.getTime()) {
      const amount = await settlePeriod(db, { ...contract, currency }, range, run.stamp?.(range) ?? now);
      if (amount !== undefined) {
        done.periods += 1;
        if (amount > 0) {
          done.paid += 1;
          done.amount += amount;
        }
      }
      range = periodOf(contract, range.to);
    }
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
