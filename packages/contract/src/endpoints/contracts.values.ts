import { array, looseObject, maxLength, minLength, minValue, object, optional, picklist, pipe, string } from 'valibot';
import { idLike, maybe, numberLike } from './primitives';

// Contracts between an upline agent and a direct downline agent, and their salaries (contract §5.6). The contract
// names the consolidated info's keys, the statuses, the actions, the downline's four calls and each type's rows;
// the upline's calls, the records of settled periods and the limits are designed (CHOICES.md, decision 0045).

/** The four contract types, as the site and the designed calls name them. */
export const contractTypes = ['daily', 'hourly', 'realtime', 'dividend'] as const;
export type ContractType = (typeof contractTypes)[number];

/**
 * The merchant's switch of each type (the agent centre's AGENTPOLICY3 children, as its pages are gated): the contract's
 * module of the type's answer, and of the designed calls of the type.
 */
export const contractTypeFlags = {
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
  dividend: 'SIGNCONDIV3',
} as const satisfies Record<ContractType, string>;

/** The products a contract counts the bets of (contract §5.6's productType keys, less DEPOSIT). */
export const contractProductTypes = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type ContractProductType = (typeof contractProductTypes)[number];

/** A contract's status on the wire: `P` offered, `V` termination requested, `E` in force (contract §5.6). */
export const contractStatuses = ['P', 'V', 'E'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/**
 * The consolidated info's keys per type (contract §5.6): `request` holds the offers and termination requests waiting
 * for the downline (`P`, `V`), `info` the contracts in force, each keyed by productType.
 */
export const contractInfoKeys = {
  daily: { request: 'dailysalreqtype', info: 'dailysalinfotype' },
  hourly: { request: 'contracthoursalreq', info: 'contracthoursalinfo' },
  realtime: { request: 'realtimesalreqtype', info: 'realtimesalinfotype' },
  dividend: { request: 'divtypereq', info: 'divtypeinfo' },
} as const satisfies Record<ContractType, { request: string; info: string }>;

/**
 * Limits of a contract's terms (reference platform; see CHOICES.md): 1 to `maxTiers` tiers, each needing more
 * turnover than the one before; a percentage at most `maxPercent`.
 */
export const contractRules = { maxTiers: 10, maxPercent: 100, settlementPageSize: 20 } as const;

const notNegative = pipe(numberLike, minValue(0, 'Expected a number not below zero'));

/** A daily salary's tier (`details`): the team's turnover and active members it needs, its rate; `P` percent. */
export const dailySalaryTier = looseObject({
  betVolume: notNegative,
  activeMember: notNegative,
  rate: notNegative,
  rateType: string(),
});

/** An hourly salary's tier (`hourSalaryRates`). */
export const hourSalaryTier = looseObject({
  minimumBet: notNegative,
  activeMember: notNegative,
  rate: notNegative,
  rateType: string(),
});

/** A real-time salary's tier (`realTimeSalaryRates`): percent of turnover, by whether the team lost or won. */
export const realTimeSalaryTier = looseObject({
  betAmount: notNegative,
  lossRate: notNegative,
  winRate: notNegative,
});

/** A dividend's tier (`dividendRates`, designed): percent of the team's net loss in the computation period. */
export const dividendTier = looseObject({
  contractRate: notNegative,
  minimumBet: notNegative,
  activeMember: notNegative,
});

/**
 * One contract as the consolidated info and the contract pages carry it: `id` and `contractId` the same, the
 * upline (`uplineName`) and downline (`username`), `status` (`P`, `V`, `E`), `downlineHigherRate` `Y` when the terms
 * pay more than the upline's own, and its tiers under the type's key (daily `details`, hourly `hourSalaryRates`,
 * real-time `realTimeSalaryRates`, dividend `dividendRates` with its `computationPeriod` H or M).
 */
export const contractRow = looseObject({
  id: idLike,
  contractId: maybe(idLike),
  type: maybe(string()),
  productType: string(),
  status: string(),
  downlineHigherRate: maybe(string()),
  uplineName: maybe(string()),
  username: maybe(string()),
  computationPeriod: maybe(string()),
  offerTime: maybe(numberLike),
  startTime: maybe(numberLike),
  details: maybe(array(dailySalaryTier)),
  hourSalaryRates: maybe(array(hourSalaryTier)),
  realTimeSalaryRates: maybe(array(realTimeSalaryTier)),
  dividendRates: maybe(array(dividendTier)),
});

/** A direct downline agent and its live contracts of the type (`agentContracts`). */
export const downlineContracts = looseObject({
  username: string(),
  nickname: maybe(string()),
  contracts: array(contractRow),
});

/**
 * A contract page (`agentContracts`): the caller's live contracts of the type with its upline (`mine`), and its
 * direct downline agents with theirs (`downlines`).
 */
export const agentContractsValue = looseObject({
  mine: array(contractRow),
  downlines: array(downlineContracts),
});

/**
 * A tier as the upline offers it (`offerAgentContract`, designed): the turnover and active members needed, `rate`
 * (percent when `rateType` is `P`, else a fixed amount), and for a real-time salary `winRate`.
 */
export const offerTier = object({
  minimumBet: numberLike,
  activeMember: numberLike,
  rate: numberLike,
  rateType: picklist(['P', 'F']),
  winRate: optional(numberLike),
});

export const offerContractBody = object({
  type: picklist(contractTypes),
  username: string(),
  productType: picklist(contractProductTypes),
  computationPeriod: optional(picklist(['H', 'M'])),
  tiers: pipe(array(offerTier), minLength(1), maxLength(contractRules.maxTiers)),
});

/**
 * One settled period (`salarySettlements`): the team's turnover, active members and net loss in it, the tier met
 * (1 the lowest; 0 none) and what was paid.
 */
export const salarySettlement = looseObject({
  id: idLike,
  contractId: idLike,
  productType: string(),
  startTime: numberLike,
  endTime: numberLike,
  betVolume: numberLike,
  activeMembers: notNegative,
  netLoss: numberLike,
  tier: notNegative,
  amount: notNegative,
  settleTime: numberLike,
});

export const salarySettlementsValue = looseObject({
  list: array(salarySettlement),
  totalCount: notNegative,
  totalPages: notNegative,
});
