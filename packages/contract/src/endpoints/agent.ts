import { array, maxLength, minLength, object, optional, picklist, pipe, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { numberLike } from './primitives';
import { agentDownlineRules, downlinesValue, teamOverviewValue, transferToDownlinesValue } from './agent.values';

/**
 * The agent centre's team overview (`agentTeamOverview`) and the agent's landing page (`/agentHome`): the team and its
 * figures over a `period` (`agentPeriods`: D, W, H, M), with the trend of the periods before. Agents only.
 */
export const agentTeamOverview = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentTeamOverview',
  relay: 'MCSFE_getAgentTeamOverview',
  query: object({ period: string() }),
  value: teamOverviewValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Team management (`downlineManagmentView`): the agent's downlines, `scope` `direct` (level 1 only) or `all` (every
 * level, the default), those whose username holds `search` (any case), `page` from 1 and `size` up to
 * `agentDownlineRules.maxPageSize`. Agents only.
 */
export const agentDownlines = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentDownlines',
  relay: 'MCSFE_getAgentDownlines',
  query: object({
    search: optional(string()),
    scope: optional(picklist(['direct', 'all'])),
    page: optional(numberLike),
    size: optional(numberLike),
  }),
  value: downlinesValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Pays `amount` from the agent's main wallet to each downline named (usernames of the agent's team, at any level),
 * confirmed by the payment password: one downline, or up to `agentDownlineRules.maxTransferDownlines` when the
 * merchant's `AGENTRANSMULTDOWN3` is on. All or nothing: the agent's balance must hold the amount times the count.
 * Money-moving: send an `Idempotency-Key` header, the same for a retry.
 */
export const transferToDownlines = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_transferToDownlines',
  relay: 'MCSFE_transferToDownlines',
  body: object({
    downlines: pipe(array(string()), minLength(1), maxLength(agentDownlineRules.maxTransferDownlines)),
    amount: numberLike,
    password: string(),
  }),
  value: transferToDownlinesValue,
  encrypted: false,
  auth: 'required',
});
