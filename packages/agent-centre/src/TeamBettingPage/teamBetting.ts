import type { ApiClient } from '@lobby/api-client';
import { agentReportRules, type AgentBettingSort, type AgentPeriod } from '@lobby/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { allProducts } from '../common/ReportParts';
import { agentCentreKey } from '../common/pageProps';

/** What team betting shows: the period, one product or all, the order of the members, a page. */
export interface BettingFilter {
  period: AgentPeriod;
  product: string;
  sort: AgentBettingSort;
  page: number;
}

export const firstBettingFilter: BettingFilter = { period: 'D', product: allProducts, sort: 'betAmount', page: 1 };

const productQuery = (product: string) => (product === allProducts ? {} : { productType: product });

export const teamBettingQuery = (client: ApiClient, memberId: string, filter: BettingFilter) =>
  queryOptions({
    queryKey: agentCentreKey(memberId, 'teamBetting', filter),
    queryFn: ({ signal }) =>
      client.call(
        'agentTeamBetting',
        {
          period: filter.period,
          ...productQuery(filter.product),
          sort: filter.sort,
          page: filter.page,
          size: agentReportRules.pageSize,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const memberBetsQuery = (
  client: ApiClient,
  memberId: string,
  filter: { username: string; period: AgentPeriod; product: string; page: number },
) =>
  queryOptions({
    queryKey: agentCentreKey(memberId, 'memberBets', filter),
    queryFn: ({ signal }) =>
      client.call(
        'agentMemberBets',
        {
          username: filter.username,
          period: filter.period,
          ...productQuery(filter.product),
          page: filter.page,
          size: agentReportRules.pageSize,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
