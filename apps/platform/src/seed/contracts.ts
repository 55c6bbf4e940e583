import { eq, sql } from 'drizzle-orm';
import { paysMore } from '../agents/contracts';
import { settleDue } from '../agents/settlement';
import type { Database } from '../db/client';
import {
  agentContracts,
  members,
  walletTransactions,
  type ContractTier,
  type ContractType,
  type Merchant,
} from '../db/schema';
import { currencyPlan } from '../wallet/money';
import { mainWalletTypeId } from '../wallet/wallets';
import { demoMembersOf } from './members';

// The contracts' demo at every merchant: agent01 pays its downline agent agent02 a daily salary on slots (in force
// for two months), an hourly salary on live casino (two days) and a monthly dividend on slots (four months); agent02
// pays agent03 a real-time salary on slots (three hours); and agent02 has offered agent03 a daily salary on slots,
// waiting for an answer, with rates above agent02's own (so agent03 sees the contract popup and its warning when it
// logs in). The periods in force are settled by the platform's own settlement, each credit dated at its period's end.

interface DemoContract {
  upline: string;
  downline: string;
  type: ContractType;
  productType: string;
  computationPeriod?: 'H' | 'M';
  /** Hours before now it was offered and (for a contract in force) accepted, an hour later. */
  hoursAgo: number;
  status: 'P' | 'E';
  /** Tiers by the currency's opening balance (`minShare` of it), rates in hundredths. */
  tiers: ReadonlyArray<{
    minShare: number;
    activeMembers: number;
    rate: number;
    rateType: 'P' | 'F';
    winRate?: number;
  }>;
}

export const demoContracts: readonly DemoContract[] = [
  {
    upline: 'agent01',
    downline: 'agent02',
    type: 'daily',
    productType: 'RNG',
    hoursAgo: 60 * 24,
    status: 'E',
    tiers: [
      { minShare: 0, activeMembers: 1, rate: 500, rateType: 'F' },
      { minShare: 0.05, activeMembers: 2, rate: 80, rateType: 'P' },
      { minShare: 0.25, activeMembers: 3, rate: 120, rateType: 'P' },
    ],
  },
  {
    upline: 'agent01',
    downline: 'agent02',
    type: 'hourly',
    productType: 'LIVE',
    hoursAgo: 48,
    status: 'E',
    tiers: [
      { minShare: 0, activeMembers: 1, rate: 20, rateType: 'P' },
      { minShare: 0.1, activeMembers: 2, rate: 40, rateType: 'P' },
    ],
  },
  {
    upline: 'agent01',
    downline: 'agent02',
    type: 'dividend',
    productType: 'RNG',
    computationPeriod: 'M',
    hoursAgo: 120 * 24,
    status: 'E',
    tiers: [
      { minShare: 0, activeMembers: 1, rate: 1000, rateType: 'P' },
      { minShare: 0.5, activeMembers: 3, rate: 2000, rateType: 'P' },
    ],
  },
  {
    upline: 'agent02',
    downline: 'agent03',
    type: 'realtime',
    productType: 'RNG',
    hoursAgo: 3,
    status: 'E',
    tiers: [{ minShare: 0, activeMembers: 0, rate: 50, rateType: 'P', winRate: 20 }],
  },
  {
    upline: 'agent02',
    downline: 'agent03',
    type: 'daily',
    productType: 'RNG',
    hoursAgo: 5,
    status: 'P',
    tiers: [
      { minShare: 0, activeMembers: 1, rate: 800, rateType: 'F' },
      { minShare: 0.05, activeMembers: 2, rate: 100, rateType: 'P' },
    ],
  },
];

const hourMs = 60 * 60 * 1000;

/**
 * The merchant's demo contracts and their settled periods, once (a merchant with any contract is left as it is).
 * Credits are dated at their period's end, so the ledger's later rows carry the balance after them again.
 */
export async function insertContractSetup(db: Database, merchant: Merchant, now: Date): Promise<void> {
  const demo = await db.select().from(members).where(demoMembersOf(merchant.id));
  const byName = new Map(demo.map((member) => [member.username, member]));
  const [any] = await db
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(eq(agentContracts.merchantId, merchant.id))
    .limit(1);
  if (any) return;
  const { opening } = currencyPlan(merchant.currency);
  const paid = new Set<number>();
  // Each agent's own terms by type and product, to tell whether an offer pays more (the warning).
  const held = new Map<string, ContractTier[]>();
  for (const contract of demoContracts) {
    const upline = byName.get(contract.upline);
    const downline = byName.get(contract.downline);
    if (!upline || !downline) continue;
    const offered = new Date(now.getTime() - contract.hoursAgo * hourMs);
    const accepted = new Date(offered.getTime() + hourMs);
    const tiers: ContractTier[] = contract.tiers.map((tier) => ({
      minBet: Math.round(opening * tier.minShare),
      activeMembers: tier.activeMembers,
      // A fixed rate is `rate` hundred-thousandths of the opening balance, in whole units of the currency.
      rate: tier.rateType === 'F' ? Math.round((opening * tier.rate) / 100_000 / 100) * 100 : tier.rate,
      rateType: tier.rateType,
      ...(tier.winRate === undefined ? {} : { winRate: tier.winRate }),
    }));
    await db.insert(agentContracts).values({
      merchantId: merchant.id,
      uplineId: upline.id,
      memberId: downline.id,
      type: contract.type,
      productType: contract.productType,
      computationPeriod: contract.computationPeriod ?? null,
      tiers,
      status: contract.status,
      downlineHigherRate: paysMore(tiers, held.get(`${contract.upline}:${contract.type}:${contract.productType}`))
        ? 'Y'
        : 'N',
      createdAt: offered,
      ...(contract.status === 'E' ? { answeredAt: accepted, startsAt: accepted } : {}),
    });
    if (contract.status === 'E') {
      paid.add(downline.id);
      held.set(`${contract.downline}:${contract.type}:${contract.productType}`, tiers);
    }
  }
  await settleDue(db, { now, merchantId: merchant.id, stamp: (range) => new Date(range.to.getTime() + 60_000) });
  if (paid.size) await replayBalances(db, [...paid]);
}

/**
 * The balance after each main-wallet row of the members, replayed from their first row in date order: the dated
 * credits of the settled history come before rows written earlier.
 */
async function replayBalances(db: Database, memberIds: number[]): Promise<void> {
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${walletTransactions} t set balance_after = r.running
    from (
      select id, sum(amount) over (partition by member_id order by created_at, id) as running
      from ${walletTransactions} where member_id in (${ids}) and account_type_id = ${mainWalletTypeId}
    ) r
    where t.id = r.id and t.balance_after <> r.running`);
}
