import { contractRules, errorCodes, type WireValueOf } from '@lobby/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  agentContracts,
  members,
  type AgentContract,
  type ContractStatus,
  type ContractTier,
  type ContractType,
  type Member,
} from '../db/schema';
import { ApiError } from '../lib/apiError';
import { fromWire, toWire } from '../wallet/money';
import { agentErrors } from './team';

// Contracts between an upline agent and its direct downline agents (contract §5.6). Every change is one conditional
// update on the status it starts from, so two answers to one offer (or an answer crossing a withdrawal) change it once
// and the second is refused with what happened first.

export const contractErrors = {
  notFound: () => new ApiError(404, errorCodes.contractNotFound, 'There is no such contract of yours.'),
  withdrawn: () => new ApiError(409, errorCodes.contractWithdrawn, 'Your upline withdrew this offer.'),
  statusInvalid: () =>
    new ApiError(409, errorCodes.contractStatusInvalid, 'The contract has moved on: this action no longer applies.'),
  exists: () =>
    new ApiError(409, errorCodes.contractExists, 'This agent already holds a contract of this type for the product.'),
  termsInvalid: (message: string) => new ApiError(400, errorCodes.contractTermsInvalid, message, { field: 'tiers' }),
};

/** The statuses the contract's wire knows: offered, termination asked, in force. */
export const liveStatuses: readonly ContractStatus[] = ['P', 'V', 'E'];

/** A tier as offered (`offerAgentContract`). */
export interface OfferedTier {
  minimumBet: number;
  activeMember: number;
  rate: number;
  rateType: 'P' | 'F';
  winRate?: number;
}

/**
 * The tiers of an offer in the platform's units (hundredths), checked: amounts not below zero, more turnover for each
 * tier than the one before, a percentage at most `contractRules.maxPercent`, a rate above zero; a real-time salary and
 * a dividend pay percentages only.
 */
export function tiersOf(type: ContractType, offered: readonly OfferedTier[]): ContractTier[] {
  if (!offered.length || offered.length > contractRules.maxTiers) {
    throw contractErrors.termsInvalid(`A contract has 1 to ${contractRules.maxTiers} tiers.`);
  }
  const tiers = offered.map((tier): ContractTier => {
    const rateType = type === 'realtime' || type === 'dividend' ? 'P' : tier.rateType;
    const values = [tier.minimumBet, tier.activeMember, tier.rate, tier.winRate ?? 0];
    if (values.some((value) => !Number.isFinite(value) || value < 0)) {
      throw contractErrors.termsInvalid('Amounts, counts and rates are numbers not below zero.');
    }
    if (!Number.isInteger(tier.activeMember)) throw contractErrors.termsInvalid('Active members are whole numbers.');
    if (tier.rate <= 0) throw contractErrors.termsInvalid('Each tier pays a rate above zero.');
    if (rateType === 'P' && Math.max(tier.rate, tier.winRate ?? 0) > contractRules.maxPercent) {
      throw contractErrors.termsInvalid(`A percentage is at most ${contractRules.maxPercent}.`);
    }
    return {
      minBet: fromWire(tier.minimumBet),
      activeMembers: tier.activeMember,
      rate: Math.round(tier.rate * 100),
      rateType,
      ...(type === 'realtime' ? { winRate: Math.round((tier.winRate ?? 0) * 100) } : {}),
    };
  });
  for (let i = 1; i < tiers.length; i++) {
    const [before, tier] = [tiers[i - 1], tiers[i]];
    if (before && tier && tier.minBet <= before.minBet) {
      throw contractErrors.termsInvalid('Each tier needs more turnover than the one before.');
    }
  }
  return tiers;
}

/** What a tier pays in a period at most, compared like for like (percent against percent, fixed against fixed). */
function topRate(tiers: readonly ContractTier[], rateType: 'P' | 'F'): number {
  return Math.max(0, ...tiers.filter((tier) => tier.rateType === rateType).map((tier) => tier.rate));
}

/** Whether the offered tiers pay more than the upline's own contract of the type and product. */
export function paysMore(offered: readonly ContractTier[], own: readonly ContractTier[] | undefined): boolean {
  if (!own) return false;
  return topRate(offered, 'P') > topRate(own, 'P') || topRate(offered, 'F') > topRate(own, 'F');
}

type WireContract = WireValueOf<'offerAgentContract'>;

const rateOf = (tier: ContractTier, rate = tier.rate) => (tier.rateType === 'P' ? rate / 100 : toWire(rate));

/** A contract on the wire: common fields and the type's rows under the type's key (contract §5.6). */
export function wireContract(contract: AgentContract, names: { uplineName: string; username: string }): WireContract {
  const { tiers } = contract;
  const rows: Partial<WireContract> =
    contract.type === 'daily'
      ? {
          details: tiers.map((tier) => ({
            betVolume: toWire(tier.minBet),
            activeMember: tier.activeMembers,
            rate: rateOf(tier),
            rateType: tier.rateType,
          })),
        }
      : contract.type === 'hourly'
        ? {
            hourSalaryRates: tiers.map((tier) => ({
              minimumBet: toWire(tier.minBet),
              activeMember: tier.activeMembers,
              rate: rateOf(tier),
              rateType: tier.rateType,
            })),
          }
        : contract.type === 'realtime'
          ? {
              realTimeSalaryRates: tiers.map((tier) => ({
                betAmount: toWire(tier.minBet),
                lossRate: tier.rate / 100,
                winRate: (tier.winRate ?? 0) / 100,
              })),
            }
          : {
              dividendRates: tiers.map((tier) => ({
                contractRate: tier.rate / 100,
                minimumBet: toWire(tier.minBet),
                activeMember: tier.activeMembers,
              })),
            };
  return {
    id: contract.id,
    contractId: contract.id,
    type: contract.type,
    productType: contract.productType,
    status: contract.status,
    downlineHigherRate: contract.downlineHigherRate,
    uplineName: names.uplineName,
    username: names.username,
    computationPeriod: contract.computationPeriod,
    offerTime: contract.createdAt.getTime(),
    startTime: contract.startsAt?.getTime() ?? null,
    ...rows,
  };
}

/** The usernames of the members named, by id. */
async function namesOf(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The contracts on the wire, with their members' names. */
export async function wireContracts(db: Database, contracts: readonly AgentContract[]): Promise<WireContract[]> {
  const names = await namesOf(
    db,
    contracts.flatMap((contract) => [contract.uplineId, contract.memberId]),
  );
  return contracts.map((contract) =>
    wireContract(contract, {
      uplineName: names.get(contract.uplineId) ?? '',
      username: names.get(contract.memberId) ?? '',
    }),
  );
}

export interface Offer {
  upline: Member;
  agentTypes: readonly number[];
  username: string;
  type: ContractType;
  productType: string;
  computationPeriod: 'H' | 'M' | undefined;
  tiers: readonly OfferedTier[];
  at: Date;
}

/**
 * An upline's offer to one of its direct downline agents (any other member, a player among them, answers
 * `downline_not_found`), refused while the downline holds a live contract of the type and product.
 */
export async function offerContract(db: Database, offer: Offer): Promise<AgentContract> {
  const { upline, type, productType, at } = offer;
  const tiers = tiersOf(type, offer.tiers);
  const [downline] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, upline.merchantId),
        eq(members.uplineId, upline.id),
        eq(sql`lower(${members.username})`, offer.username.trim().toLowerCase()),
      ),
    )
    .limit(1);
  if (!downline || downline.id === upline.id || !offer.agentTypes.includes(downline.type)) {
    throw agentErrors.downlineNotFound();
  }
  const [own] = await db
    .select({ tiers: agentContracts.tiers })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.memberId, upline.id),
        eq(agentContracts.type, type),
        eq(agentContracts.productType, productType),
        inArray(agentContracts.status, ['E', 'V']),
      ),
    )
    .limit(1);
  const [made] = await db
    .insert(agentContracts)
    .values({
      merchantId: upline.merchantId,
      uplineId: upline.id,
      memberId: downline.id,
      type,
      productType,
      computationPeriod: type === 'dividend' ? (offer.computationPeriod ?? 'M') : null,
      tiers,
      status: 'P',
      downlineHigherRate: paysMore(tiers, own?.tiers) ? 'Y' : 'N',
      createdAt: at,
    })
    // The live contract's unique index: one offered, in force or ending per downline, type and product.
    .onConflictDoNothing()
    .returning();
  if (!made) throw contractErrors.exists();
  return made;
}

/** One of the caller's contracts as the downline, or `contract_not_found`. */
async function ownContract(
  db: Database,
  member: Member,
  where: { type: ContractType; id?: number; productType?: string },
): Promise<AgentContract> {
  const conditions = [eq(agentContracts.memberId, member.id), eq(agentContracts.type, where.type)];
  if (where.id !== undefined) conditions.push(eq(agentContracts.id, where.id));
  if (where.productType !== undefined) {
    conditions.push(eq(agentContracts.productType, where.productType));
  }
  // A dividend is named by its product: the live one first, else the latest (withdrawn, so the answer says so).
  const [contract] = await db
    .select()
    .from(agentContracts)
    .where(and(...conditions))
    .orderBy(sql`${agentContracts.status} in ('P', 'V', 'E') desc`, desc(agentContracts.id))
    .limit(1);
  if (!contract) throw contractErrors.notFound();
  return contract;
}

/** Why a change found the contract elsewhere than where it must start: withdrawn, or moved on. */
function refusalOf(contract: AgentContract | undefined): ApiError {
  if (!contract) return contractErrors.notFound();
  return contract.status === 'W' ? contractErrors.withdrawn() : contractErrors.statusInvalid();
}

/**
 * The downline's answer (contract §5.6): `A` accepts an offer (in force from now), `R` rejects it, `C` confirms the
 * upline's termination request. An offer withdrawn is refused `contract_withdrawn`; any other status
 * `contract_status_invalid`. Nothing changes on a refusal.
 */
export async function answerContract(
  db: Database,
  answer: {
    member: Member;
    type: ContractType;
    id?: number;
    productType?: string;
    action: 'A' | 'R' | 'C';
    at: Date;
  },
): Promise<AgentContract> {
  const { member, action, at } = answer;
  const contract = await ownContract(db, member, answer);
  const from: ContractStatus = action === 'C' ? 'V' : 'P';
  const set =
    action === 'A'
      ? { status: 'E' as const, answeredAt: at, startsAt: at }
      : action === 'R'
        ? { status: 'R' as const, answeredAt: at }
        : { status: 'T' as const, endsAt: at };
  const [changed] = await db
    .update(agentContracts)
    .set(set)
    .where(
      and(eq(agentContracts.id, contract.id), eq(agentContracts.memberId, member.id), eq(agentContracts.status, from)),
    )
    .returning();
  if (changed) return changed;
  const [now] = await db.select().from(agentContracts).where(eq(agentContracts.id, contract.id));
  throw refusalOf(now);
}

/**
 * The upline's own changes: withdraw an offer not answered (`P` → `W`), or ask to end one in force (`E` → `V`). A
 * contract it did not offer answers `contract_not_found`.
 */
export async function uplineChange(
  db: Database,
  change: { upline: Member; id: number; action: 'withdraw' | 'terminate'; at: Date },
): Promise<AgentContract> {
  const { upline, id, action, at } = change;
  const mine = and(eq(agentContracts.id, id), eq(agentContracts.uplineId, upline.id));
  const [changed] = await db
    .update(agentContracts)
    .set(action === 'withdraw' ? { status: 'W', answeredAt: at } : { status: 'V', terminationAskedAt: at })
    .where(and(mine, eq(agentContracts.status, action === 'withdraw' ? 'P' : 'E')))
    .returning();
  if (changed) return changed;
  const [contract] = await db.select().from(agentContracts).where(mine);
  if (!contract) throw contractErrors.notFound();
  throw contractErrors.statusInvalid();
}

/**
 * A contract page: the agent's live contracts of the type with its upline, and its direct downline agents (by
 * username) with the live ones it offered them.
 */
export async function contractsPage(
  db: Database,
  page: { agent: Member; agentTypes: readonly number[]; type: ContractType },
): Promise<WireValueOf<'agentContracts'>> {
  const { agent, type } = page;
  const mine = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.memberId, agent.id),
        eq(agentContracts.type, type),
        inArray(agentContracts.status, [...liveStatuses]),
      ),
    )
    .orderBy(asc(agentContracts.productType));
  const downlines = await db
    .select({ id: members.id, username: members.username, nickname: members.nickname })
    .from(members)
    .where(
      and(
        eq(members.merchantId, agent.merchantId),
        eq(members.uplineId, agent.id),
        inArray(members.type, [...page.agentTypes]),
      ),
    )
    .orderBy(asc(members.username));
  const offered = downlines.length
    ? await db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.uplineId, agent.id),
            eq(agentContracts.type, type),
            inArray(agentContracts.status, [...liveStatuses]),
            inArray(
              agentContracts.memberId,
              downlines.map((downline) => downline.id),
            ),
          ),
        )
        .orderBy(asc(agentContracts.productType))
    : [];
  const wired = await wireContracts(db, [...mine, ...offered]);
  return {
    mine: wired.slice(0, mine.length),
    downlines: downlines.map((downline) => ({
      username: downline.username,
      nickname: downline.nickname,
      contracts: wired.slice(mine.length).filter((contract) => contract.username === downline.username),
    })),
  };
}

/** The member's live contracts as the downline, any type: the consolidated info's source. */
export async function liveContractsOf(db: Database, member: Member): Promise<AgentContract[]> {
  return db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.memberId, member.id), inArray(agentContracts.status, [...liveStatuses])))
    .orderBy(asc(agentContracts.type), asc(agentContracts.productType));
}
