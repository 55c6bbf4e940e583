import { agentBettingSorts, type AgentBettingSort, type ValueOf } from '@lobby/contract';
import { Button, Select, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useMoney } from '../common/money';
import { FigureDetail, Figures, Filters, Muted, Section, Table, TableScroll, TotalsRow } from '../common/page.styles';
import type { AgentCentrePageProps } from '../common/pageProps';
import { LoadFailure, PeriodSelect, ProductSelect, ReportPagination, SpanText } from '../common/ReportParts';
import { reportMessages as r } from '../common/reports.messages';
import { MemberBets } from './MemberBets';
import { teamBettingMessages as m } from './TeamBettingPage.messages';
import { firstBettingFilter, teamBettingQuery, type BettingFilter } from './teamBetting';

type TeamBetting = ValueOf<'agentTeamBetting'>;

const sortWords = {
  betAmount: m.sortBetAmount,
  validBetAmount: m.sortValidBetAmount,
  payout: m.sortPayout,
  betCount: m.sortBetCount,
  winLoss: m.sortWinLoss,
  username: m.sortUsername,
} as const satisfies Record<AgentBettingSort, unknown>;

/**
 * Team betting (`personalHistoryCopy`): for the period chosen (today, this week, half-month or month, UTC) and one
 * product or all, the team's members who bet, each with its level, bet count, stake, valid bets, payout and win or
 * loss, in the order chosen, a page at a time, with the totals of all of them. A member's name opens its bets (the
 * drill-in); going back returns to that name.
 */
export function TeamBettingPage({ client, memberId, currency }: AgentCentrePageProps) {
  const intl = useIntl();
  const [filter, setFilter] = useState<BettingFilter>(firstBettingFilter);
  const [member, setMember] = useState<string | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const betting = useQuery(teamBettingQuery(client, memberId, filter));
  const change = (next: Partial<BettingFilter>) => setFilter((current) => ({ ...current, ...next, page: 1 }));

  return (
    // The centre's frame shows the page's title as its heading: the section is named by it without repeating it.
    <Section aria-label={intl.formatMessage(m.title)}>
      <Filters>
        <PeriodSelect value={filter.period} onChange={(period) => change({ period })} />
        <ProductSelect value={filter.product} onChange={(product) => change({ product })} />
        {!member && (
          <Select
            label={intl.formatMessage(m.sort)}
            options={agentBettingSorts.map((sort) => ({ value: sort, label: intl.formatMessage(sortWords[sort]) }))}
            value={filter.sort}
            onValueChange={(value) => change({ sort: agentBettingSorts.find((sort) => sort === value) ?? filter.sort })}
          />
        )}
      </Filters>

      {member ? (
        <MemberBets
          client={client}
          memberId={memberId}
          currency={currency}
          username={member}
          period={filter.period}
          product={filter.product}
          onBack={() => {
            setReturnTo(member);
            setMember(null);
          }}
        />
      ) : betting.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : betting.isError ? (
        <LoadFailure
          message={intl.formatMessage(m.failed)}
          error={betting.error}
          onRetry={() => void betting.refetch()}
        />
      ) : (
        <>
          <BettingTable
            answer={betting.data}
            currency={currency}
            returnTo={returnTo}
            onOpen={(username) => {
              setReturnTo(null);
              setMember(username);
            }}
          />
          <ReportPagination
            page={filter.page}
            totalPages={betting.data.totalPages}
            onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </Section>
  );
}

interface BettingTableProps {
  answer: TeamBetting;
  currency: string | undefined;
  /** The member whose bets were just closed: its name takes the focus back. */
  returnTo: string | null;
  onOpen: (username: string) => void;
}

function BettingTable({ answer, currency, returnTo, onOpen }: BettingTableProps) {
  const intl = useIntl();
  const captionId = useId();
  const { money, signed } = useMoney(currency);
  const { summary } = answer;

  return (
    <>
      <SpanText startTime={answer.startTime} endTime={answer.endTime} />
      <Figures>
        <div>
          <dt>{intl.formatMessage(m.members)}</dt>
          <dd>{intl.formatNumber(summary.memberCount)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(r.betAmount)}</dt>
          <dd>
            {money(summary.betAmount)}
            <FigureDetail>{intl.formatMessage(m.memberCaption, { count: summary.betCount })}</FigureDetail>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(r.validBetAmount)}</dt>
          <dd>{money(summary.validBetAmount)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(r.payout)}</dt>
          <dd>{money(summary.payout)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(r.winLoss)}</dt>
          <dd>{signed(summary.winLoss)}</dd>
        </div>
      </Figures>
      {answer.list.length === 0 ? (
        <p>{intl.formatMessage(m.empty)}</p>
      ) : (
        <>
          <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
            <Table>
              <caption id={captionId}>{intl.formatMessage(m.caption, { count: answer.totalCount })}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(r.username)}</th>
                  <th scope="col">{intl.formatMessage(r.level)}</th>
                  <th scope="col">{intl.formatMessage(r.betCount)}</th>
                  <th scope="col">{intl.formatMessage(r.betAmount)}</th>
                  <th scope="col">{intl.formatMessage(r.validBetAmount)}</th>
                  <th scope="col">{intl.formatMessage(r.payout)}</th>
                  <th scope="col">{intl.formatMessage(r.winLoss)}</th>
                </tr>
              </thead>
              <tbody>
                {answer.list.map((row) => (
                  <tr key={row.username}>
                    <th scope="row">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={intl.formatMessage(m.open, { name: row.username })}
                        ref={(button) => {
                          if (button && row.username === returnTo && document.activeElement !== button) button.focus();
                        }}
                        onClick={() => onOpen(row.username)}
                      >
                        {row.username}
                      </Button>
                    </th>
                    <td>{intl.formatNumber(row.level)}</td>
                    <td>{intl.formatNumber(row.betCount)}</td>
                    <td>{money(row.betAmount)}</td>
                    <td>{money(row.validBetAmount)}</td>
                    <td>{money(row.payout)}</td>
                    <td>{signed(row.winLoss)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <TotalsRow>
                  <th scope="row">{intl.formatMessage(r.totals)}</th>
                  <td />
                  <td>{intl.formatNumber(summary.betCount)}</td>
                  <td>{money(summary.betAmount)}</td>
                  <td>{money(summary.validBetAmount)}</td>
                  <td>{money(summary.payout)}</td>
                  <td>{signed(summary.winLoss)}</td>
                </TotalsRow>
              </tfoot>
            </Table>
          </TableScroll>
          <Muted>{intl.formatMessage(m.winLossExplained)}</Muted>
        </>
      )}
    </>
  );
}
