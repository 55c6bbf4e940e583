import { object, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { teamOverviewValue } from './agent.values';

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
