import type { ApiClient } from '@lobby/api-client';
import type { AgentPeriod } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { agentCentreKey } from '../common/pageProps';

/** The periods in the order the page offers them; the first is shown on opening. */
export const pagePeriods = ['D', 'W', 'H', 'M'] as const satisfies readonly AgentPeriod[];

export const teamOverviewQuery = (client: ApiClient, memberId: string, period: AgentPeriod) =>
  queryOptions({
    queryKey: agentCentreKey(memberId, 'teamOverview', period),
    queryFn: ({ signal }) => client.call('agentTeamOverview', { period }, { signal }),
  });

const dayMs = 24 * 60 * 60 * 1000;

/** The last day a period covers (its `endTime` is the first instant after it): the first for a day. */
export const lastDayOf = (startTime: number, endTime: number) => Math.max(startTime, endTime - dayMs);
