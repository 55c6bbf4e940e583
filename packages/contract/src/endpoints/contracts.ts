import { object, optional, picklist, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import {
  contractRow,
  agentContractsValue,
  contractTypes,
  offerContractBody,
  salarySettlementsValue,
} from './contracts.values';
import { idLike, numberLike } from './primitives';

// The upline's side of the contracts and the records of settled periods (designed: see CHOICES.md and decision
// 0045). The downline's four calls and the consolidated info are the contract's (member.ts). Agents only; every call
// is checked against the tree: an upline acts on its direct downline agents only, a downline on its own contracts.

/** A contract page: the caller's live contracts of `type` with its upline, and its direct downline agents' ones. */
export const agentContracts = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentContracts',
  relay: 'MCSFE_getAgentContracts',
  query: object({ type: picklist(contractTypes) }),
  value: agentContractsValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Offers a direct downline agent a contract of `type` on `productType` with its tiers (each needing more turnover
 * than the one before); refused while the downline holds a live one of the type and product (`contract_exists`).
 */
export const offerAgentContract = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_offerAgentContract',
  relay: 'MCSFE_offerAgentContract',
  body: offerContractBody,
  value: contractRow,
  encrypted: false,
  auth: 'required',
});

/** Withdraws an offer the downline has not answered (`P`); answered already: `contract_status_invalid`. */
export const withdrawAgentContract = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_withdrawAgentContract',
  relay: 'MCSFE_withdrawAgentContract',
  body: object({ contractId: idLike }),
  value: contractRow,
  encrypted: false,
  auth: 'required',
});

/** Asks to end a contract in force (`E` → `V`); it pays until the downline confirms (action `C`). */
export const terminateAgentContract = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_terminateAgentContract',
  relay: 'MCSFE_terminateAgentContract',
  body: object({ contractId: idLike }),
  value: contractRow,
  encrypted: false,
  auth: 'required',
});

/** The caller's settled periods of `type`, newest first, paged (`contractRules.settlementPageSize`). */
export const salarySettlements = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getSalarySettlements',
  relay: 'MCSFE_getSalarySettlements',
  query: object({ type: picklist(contractTypes), page: optional(numberLike), productType: optional(string()) }),
  value: salarySettlementsValue,
  encrypted: false,
  auth: 'required',
});
