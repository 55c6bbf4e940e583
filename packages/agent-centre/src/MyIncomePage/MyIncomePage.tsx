import { agentIncomeKinds, type AgentIncomeKind } from '@lobby/contract';
import { Select, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useMoney } from '../common/money';
import { FigureDetail, Figures, Filters, Section, Table, TableScroll } from '../common/page.styles';
import type { AgentCentrePageProps } from '../common/pageProps';
import { LoadFailure, PeriodSelect, ReportPagination, SpanText } from '../common/ReportParts';
import { allKinds, incomeQuery, type IncomeFilter } from './income';
import { myIncomeMessages as m } from './MyIncomePage.messages';

const kindOf = (text: string) => agentIncomeKinds.find((kind) => kind === text);

/**
 * My income (`agentRevenueReport`): the agent's own pay for the period chosen: the total and the total of each kind
 * (daily, hourly and real-time salary, dividend), and the payments (of one kind or all), newest first, paged.
 */
export function MyIncomePage({ client, memberId, currency }: AgentCentrePageProps) {
  const intl = useIntl();
  const captionId = useId();
  const [filter, setFilter] = useState<IncomeFilter>({
    period: 'D',
    kind: allKinds,
    page: 1,
  });
  const { money, signed } = useMoney(currency);
  const income = useQuery({ ...incomeQuery(client, memberId, filter), placeholderData: keepPreviousData });
  const kindWord = (text: string) => {
    const kind: AgentIncomeKind | undefined = kindOf(text);
    return kind ? intl.formatMessage(m[kind]) : text;
  };

  return (
    <Section aria-label={intl.formatMessage(m.title)}>
      <Filters>
        <PeriodSelect
          value={filter.period}
          onChange={(period) => setFilter((current) => ({ ...current, period, page: 1 }))}
        />
        <Select
          label={intl.formatMessage(m.kind)}
          options={[
            { value: allKinds, label: intl.formatMessage(m.allKinds) },
            ...agentIncomeKinds.map((kind) => ({ value: kind, label: intl.formatMessage(m[kind]) })),
          ]}
          value={filter.kind}
          onValueChange={(kind) => setFilter((current) => ({ ...current, kind, page: 1 }))}
        />
      </Filters>
      {income.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : income.isError ? (
        <LoadFailure
          message={intl.formatMessage(m.failed)}
          error={income.error}
          onRetry={() => void income.refetch()}
        />
      ) : (
        <>
          <SpanText startTime={income.data.startTime} endTime={income.data.endTime} />
          <Figures>
            <div>
              <dt>{intl.formatMessage(m.total)}</dt>
              <dd>{money(income.data.totalAmount)}</dd>
            </div>
            {income.data.kinds.map((row) => (
              <div key={row.kind}>
                <dt>{kindWord(row.kind)}</dt>
                <dd>
                  {money(row.amount)}
                  <FigureDetail>{intl.formatMessage(m.payments, { count: row.count })}</FigureDetail>
                </dd>
              </div>
            ))}
          </Figures>
          {income.data.list.length === 0 ? (
            <p>{intl.formatMessage(m.empty)}</p>
          ) : (
            <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
              <Table>
                <caption id={captionId}>{intl.formatMessage(m.caption, { count: income.data.totalCount })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(m.paidAt)}</th>
                    <th scope="col">{intl.formatMessage(m.kind)}</th>
                    <th scope="col">{intl.formatMessage(m.amount)}</th>
                    <th scope="col">{intl.formatMessage(m.balance)}</th>
                  </tr>
                </thead>
                <tbody>
                  {income.data.list.map((row) => (
                    <tr key={String(row.id)}>
                      <th scope="row">{intl.formatDate(row.txTime, { dateStyle: 'medium', timeStyle: 'short' })}</th>
                      <td>{kindWord(row.kind)}</td>
                      <td>{signed(row.amount)}</td>
                      <td>{row.balance == null ? '' : money(row.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
          <ReportPagination
            page={filter.page}
            totalPages={income.data.totalPages}
            onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </Section>
  );
}
