import type { ApiClient } from '@lobby/api-client';
import { betProductTypes, type AgentPeriod } from '@lobby/contract';
import { Button, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useMoney } from '../common/money';
import { Section, SectionTitle, Table, TableScroll } from '../common/page.styles';
import { LoadFailure, ReportPagination, SpanText } from '../common/ReportParts';
import { reportMessages as r } from '../common/reports.messages';
import { teamBettingMessages as m } from './TeamBettingPage.messages';
import { memberBetsQuery } from './teamBetting';

interface MemberBetsProps {
  client: ApiClient;
  memberId: string;
  currency: string | undefined;
  username: string;
  period: AgentPeriod;
  product: string;
  onBack: () => void;
}

const statusWord = (status: string) =>
  status === 'SETTLED' || status === 'UNSETTLED' || status === 'CANCELLED' ? status : undefined;
const productWord = (product: string) => betProductTypes.find((known) => known === product);

/** Team betting's drill-in: one member's bets in the period, newest first, a page at a time. Its heading takes the focus. */
export function MemberBets({ client, memberId, currency, username, period, product, onBack }: MemberBetsProps) {
  const intl = useIntl();
  const headingId = useId();
  const captionId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page chosen belongs to the period and product it was chosen in: another of either starts at page 1.
  const filterKey = `${period}|${product}`;
  const [paged, setPaged] = useState({ filterKey, page: 1 });
  const page = paged.filterKey === filterKey ? paged.page : 1;
  const setPage = (next: number) => setPaged({ filterKey, page: next });
  const bets = useQuery(memberBetsQuery(client, memberId, { username, period, product, page }));
  const { money, signed } = useMoney(currency);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId} ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.memberTitle, { name: username })}
      </SectionTitle>
      <div>
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage(m.back)}
        </Button>
      </div>
      {bets.isPending ? (
        <Spinner label={intl.formatMessage(m.memberLoading)} />
      ) : bets.isError ? (
        <LoadFailure
          message={intl.formatMessage(m.memberFailed)}
          error={bets.error}
          onRetry={() => void bets.refetch()}
        />
      ) : (
        <>
          <SpanText startTime={bets.data.startTime} endTime={bets.data.endTime} />
          {bets.data.list.length === 0 ? (
            <p>{intl.formatMessage(m.memberEmpty)}</p>
          ) : (
            <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
              <Table>
                <caption id={captionId}>
                  {intl.formatMessage(m.memberCaption, { count: bets.data.totalCount })} ·{' '}
                  {intl.formatMessage(r.betAmount)} {money(bets.data.summary.betAmount)} ·{' '}
                  {intl.formatMessage(r.winLoss)} {signed(bets.data.summary.winLoss)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(m.betTime)}</th>
                    <th scope="col">{intl.formatMessage(r.product)}</th>
                    <th scope="col">{intl.formatMessage(m.game)}</th>
                    <th scope="col">{intl.formatMessage(r.betAmount)}</th>
                    <th scope="col">{intl.formatMessage(r.validBetAmount)}</th>
                    <th scope="col">{intl.formatMessage(r.payout)}</th>
                    <th scope="col">{intl.formatMessage(r.winLoss)}</th>
                    <th scope="col">{intl.formatMessage(m.status)}</th>
                  </tr>
                </thead>
                <tbody>
                  {bets.data.list.map((bet) => {
                    const known = productWord(bet.productType);
                    const status = statusWord(bet.status);
                    return (
                      <tr key={String(bet.betId)}>
                        <th scope="row">
                          {intl.formatDate(Number(bet.betTime), { dateStyle: 'medium', timeStyle: 'short' })}
                        </th>
                        <td>{known ? intl.formatMessage(r[known]) : bet.productType}</td>
                        <td>{bet.gameName ?? bet.vendorName ?? bet.vendor}</td>
                        <td>{money(Number(bet.betAmount))}</td>
                        <td>{money(Number(bet.validBetAmount))}</td>
                        <td>{money(Number(bet.payout))}</td>
                        <td>{signed(Number(bet.winLoss))}</td>
                        <td>{status ? intl.formatMessage(m[status]) : bet.status}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </TableScroll>
          )}
          <ReportPagination page={page} totalPages={bets.data.totalPages} onPageChange={setPage} />
        </>
      )}
    </Section>
  );
}
