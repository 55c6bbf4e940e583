import { agentReportRules, type AgentPeriod, type ValueOf } from '@lobby/contract';
import { Button, Spinner, TextField } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useMoney } from '../common/money';
import { Figures, Filters, Muted, Section, Table, TableScroll, TotalsRow } from '../common/page.styles';
import { agentCentreKey, type AgentCentrePageProps } from '../common/pageProps';
import { LoadFailure, PeriodSelect, ReportPagination, SpanText } from '../common/ReportParts';
import { reportMessages as r } from '../common/reports.messages';
import { userLossMessages as m } from './UserLossPage.messages';

type UserLoss = ValueOf<'agentUserLoss'>;

interface LossFilter {
  period: AgentPeriod;
  search: string;
  page: number;
}

/**
 * User loss (`palStatementsAgentCopy`): for the period chosen, each downline who played or was credited a bonus or
 * rebate: stake, valid bets, payout, bonuses, rebates, the member's net result and the house's, the biggest losers
 * first, searched by username and paged, with the totals of all of them.
 */
export function UserLossPage({ client, memberId, currency }: AgentCentrePageProps) {
  const intl = useIntl();
  const [filter, setFilter] = useState<LossFilter>({ period: 'D', search: '', page: 1 });
  const [searchText, setSearchText] = useState('');
  const loss = useQuery({
    queryKey: agentCentreKey(memberId, 'userLoss', filter),
    queryFn: ({ signal }) =>
      client.call(
        'agentUserLoss',
        {
          period: filter.period,
          ...(filter.search ? { search: filter.search } : {}),
          page: filter.page,
          size: agentReportRules.pageSize,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, search: searchText.trim(), page: 1 }));
  };

  return (
    <Section aria-label={intl.formatMessage(m.title)}>
      <Filters as="form" role="search" onSubmit={search}>
        <PeriodSelect
          value={filter.period}
          onChange={(period) => setFilter((current) => ({ ...current, period, page: 1 }))}
        />
        <TextField
          label={intl.formatMessage(m.search)}
          value={searchText}
          maxLength={agentReportRules.searchMaxLength}
          autoComplete="off"
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button type="submit">{intl.formatMessage(m.find)}</Button>
      </Filters>
      {loss.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : loss.isError ? (
        <LoadFailure message={intl.formatMessage(m.failed)} error={loss.error} onRetry={() => void loss.refetch()} />
      ) : (
        <>
          <LossTable answer={loss.data} currency={currency} searched={filter.search !== ''} />
          <ReportPagination
            page={filter.page}
            totalPages={loss.data.totalPages}
            onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </Section>
  );
}

function LossTable({
  answer,
  currency,
  searched,
}: {
  answer: UserLoss;
  currency: string | undefined;
  searched: boolean;
}) {
  const intl = useIntl();
  const captionId = useId();
  const { money, signed } = useMoney(currency);
  const { summary } = answer;
  return (
    <>
      <SpanText startTime={answer.startTime} endTime={answer.endTime} />
      <Figures>
        <div>
          <dt>{intl.formatMessage(r.betAmount)}</dt>
          <dd>{money(summary.betAmount)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.netResult)}</dt>
          <dd>{signed(summary.netResult)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.houseResult)}</dt>
          <dd>{signed(summary.houseResult)}</dd>
        </div>
      </Figures>
      {answer.list.length === 0 ? (
        <p>{intl.formatMessage(searched ? m.noMatch : m.empty)}</p>
      ) : (
        <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
          <Table>
            <caption id={captionId}>{intl.formatMessage(m.caption, { count: answer.totalCount })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(r.username)}</th>
                <th scope="col">{intl.formatMessage(r.level)}</th>
                <th scope="col">{intl.formatMessage(r.betAmount)}</th>
                <th scope="col">{intl.formatMessage(r.validBetAmount)}</th>
                <th scope="col">{intl.formatMessage(r.payout)}</th>
                <th scope="col">{intl.formatMessage(m.bonus)}</th>
                <th scope="col">{intl.formatMessage(m.rebate)}</th>
                <th scope="col">{intl.formatMessage(m.netResult)}</th>
                <th scope="col">{intl.formatMessage(m.houseResult)}</th>
              </tr>
            </thead>
            <tbody>
              {answer.list.map((row) => (
                <tr key={row.username}>
                  <th scope="row">{row.username}</th>
                  <td>{intl.formatNumber(row.level)}</td>
                  <td>{money(row.betAmount)}</td>
                  <td>{money(row.validBetAmount)}</td>
                  <td>{money(row.payout)}</td>
                  <td>{money(row.bonus)}</td>
                  <td>{money(row.rebate)}</td>
                  <td>{signed(row.netResult)}</td>
                  <td>{signed(row.houseResult)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <TotalsRow>
                <th scope="row">{intl.formatMessage(r.totals)}</th>
                <td />
                <td>{money(summary.betAmount)}</td>
                <td>{money(summary.validBetAmount)}</td>
                <td>{money(summary.payout)}</td>
                <td>{money(summary.bonus)}</td>
                <td>{money(summary.rebate)}</td>
                <td>{signed(summary.netResult)}</td>
                <td>{signed(summary.houseResult)}</td>
              </TotalsRow>
            </tfoot>
          </Table>
        </TableScroll>
      )}
      <Muted>{intl.formatMessage(m.explained)}</Muted>
    </>
  );
}
