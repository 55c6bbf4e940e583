import type { ApiClient } from '@lobby/api-client';
import type { AgentPeriod } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { agentCentreKey } from '../common/pageProps';

export { lastDayOf, reportPeriods as pagePeriods } from '../common/periods';

export const teamOverviewQuery = (client: ApiClient, memberId: string, period: AgentPeriod) =>
  queryOptions({
    queryKey: agentCentreKey(memberId, 'teamOverview', period),
    queryFn: ({ signal }) => client.call('agentTeamOverview', { period }, { signal }),
  });
