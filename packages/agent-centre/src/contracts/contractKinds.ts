import type { ApiClient } from '@lobby/api-client';
import { contractInfoKeys, contractRow, type ContractType, type ValueOf } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { safeParse } from 'valibot';
import { agentCentreKey } from '../common/pageProps';

// What the four contract types share, and where they differ (contract §5.6): the call a downline answers with, the
// key its tiers come under, and the columns of its terms.

export type Contract = ValueOf<'agentContracts'>['mine'][number];
export type ContractAction = 'A' | 'R' | 'C';

/** A tier as the pages show and the offer form edits it, whatever the type's wire names. */
export interface Tier {
  /** The team's turnover it needs: bet volume, minimum bet or bet amount. */
  minimumBet: number;
  activeMember: number;
  /** Percent when `rateType` is `P`, else a fixed amount; a real-time salary's loss rate; a dividend's rate. */
  rate: number;
  rateType: 'P' | 'F';
  /** A real-time salary's rate when the team won. */
  winRate?: number;
}

/** Whether a type's tiers carry active members, a choice of percent or fixed, a win rate. */
export const tierShape = {
  daily: { activeMember: true, fixed: true, winRate: false },
  hourly: { activeMember: true, fixed: true, winRate: false },
  realtime: { activeMember: false, fixed: false, winRate: true },
  dividend: { activeMember: true, fixed: false, winRate: false },
} as const satisfies Record<ContractType, { activeMember: boolean; fixed: boolean; winRate: boolean }>;

const rateTypeOf = (rateType: string): 'P' | 'F' => (rateType === 'P' ? 'P' : 'F');

/** A contract's tiers, read from its type's key. */
export function tiersOf(type: ContractType, contract: Contract): Tier[] {
  switch (type) {
    case 'daily':
      return (contract.details ?? []).map((tier) => ({
        minimumBet: tier.betVolume,
        activeMember: tier.activeMember,
        rate: tier.rate,
        rateType: rateTypeOf(tier.rateType),
      }));
    case 'hourly':
      return (contract.hourSalaryRates ?? []).map((tier) => ({
        minimumBet: tier.minimumBet,
        activeMember: tier.activeMember,
        rate: tier.rate,
        rateType: rateTypeOf(tier.rateType),
      }));
    case 'realtime':
      return (contract.realTimeSalaryRates ?? []).map((tier) => ({
        minimumBet: tier.betAmount,
        activeMember: 0,
        rate: tier.lossRate,
        rateType: 'P',
        winRate: tier.winRate,
      }));
    case 'dividend':
      return (contract.dividendRates ?? []).map((tier) => ({
        minimumBet: tier.minimumBet,
        activeMember: tier.activeMember,
        rate: tier.contractRate,
        rateType: 'P',
      }));
  }
}

/** The downline's answer to a contract of the type, by the contract's own call and parameters. */
export function answerContract(client: ApiClient, type: ContractType, contract: Contract, status: ContractAction) {
  switch (type) {
    case 'daily':
      return client.call('processDailySalaryContract', { id: contract.id, status });
    case 'hourly':
      return client.call('processContractHourSalary', {
        contractId: contract.id,
        status,
        productType: contract.productType,
      });
    case 'realtime':
      return client.call('processRealTimeSalaryContract', { contractId: contract.id, status });
    case 'dividend':
      return client.call('processContractDividend', {
        productType: contract.productType,
        computationPeriod: contract.computationPeriod ?? undefined,
        status,
      });
  }
}

export const contractsQuery = (client: ApiClient, memberId: string, type: ContractType) =>
  queryOptions({
    queryKey: agentCentreKey(memberId, 'contracts', type),
    queryFn: ({ signal }) => client.call('agentContracts', { type }, { signal }),
  });

export const settlementsQuery = (client: ApiClient, memberId: string, type: ContractType, page: number) =>
  queryOptions({
    queryKey: agentCentreKey(memberId, 'settlements', type, page),
    queryFn: ({ signal }) => client.call('salarySettlements', { type, page }, { signal }),
  });

/** The consolidated info's query (contract §5.6), under the agent's key so an answer anywhere refreshes it. */
export const consolidatedKey = (memberId: string) => agentCentreKey(memberId, 'consolidatedFunds');

/** A contract waiting for the downline's answer, with its type. */
export interface PendingContract {
  type: ContractType;
  contract: Contract;
}

/**
 * The offers (`P`) and termination requests (`V`) waiting for the member in the consolidated info: each type's
 * request key, keyed by productType (a list is read too). Rows that are not contracts are left out.
 */
export function pendingContracts(info: unknown): PendingContract[] {
  if (!info || typeof info !== 'object') return [];
  const pending: PendingContract[] = [];
  for (const [type, keys] of Object.entries(contractInfoKeys) as Array<[ContractType, { request: string }]>) {
    const held = (info as Record<string, unknown>)[keys.request];
    const rows = Array.isArray(held) ? held : held && typeof held === 'object' ? Object.values(held) : [];
    for (const row of rows) {
      const parsed = safeParse(contractRow, row);
      if (parsed.success && (parsed.output.status === 'P' || parsed.output.status === 'V')) {
        pending.push({ type, contract: parsed.output });
      }
    }
  }
  return pending;
}
