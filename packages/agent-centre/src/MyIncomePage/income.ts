import type { ApiClient } from '@lobby/api-client';
import { agentReportRules, type AgentPeriod } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { agentCentreKey } from '../common/pageProps';

/** The filter's value for every kind of income. */
export const allKinds = 'all';

export interface IncomeFilter {
  period: AgentPeriod;
  /** A kind of `agentIncomeKinds`, or `allKinds`. */
  kind: string;
  page: number;
}

/** The agent's income over a period (`agentIncome`): shared by My income and the landing page's month. */
export const incomeQuery = (client: ApiClient, memberId: string, filter: IncomeFilter) =>
  queryOptions({
    queryKey: agentCentreKey(memberId, 'income', filter),
    queryFn: ({ signal }) =>
      client.call(
        'agentIncome',
        {
          period: filter.period,
          ...(filter.kind === allKinds ? {} : { kind: filter.kind }),
          page: filter.page,
          size: agentReportRules.pageSize,
        },
        { signal },
      ),
  });
