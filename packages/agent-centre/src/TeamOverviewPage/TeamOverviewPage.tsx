import type { AgentPeriod, ValueOf } from '@lobby/contract';
import { Button, FormAlert, Select, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useErrorText } from '../common/errorText';
import { useMoney } from '../common/money';
import { FigureDetail, Figures, Muted, Section, SectionTitle, Table, TableScroll } from '../common/page.styles';
import type { AgentCentrePageProps } from '../common/pageProps';
import { teamOverviewMessages as m } from './TeamOverviewPage.messages';
import { lastDayOf, pagePeriods, teamOverviewQuery } from './teamOverview';
import { TrendChart } from './TrendChart';

type TeamOverview = ValueOf<'agentTeamOverview'>;

/**
 * The agent centre's team overview (`agentTeamOverview`, the centre's default page): for the period chosen (today,
 * this week, half-month or month, UTC like the records), the team as it stands and what it did: members who joined
 * and who played, bets, the members' win or loss, deposits and withdrawals; then the trend of the periods before, as
 * a table and a column chart of the bets beside it (a picture of the table, hidden from assistive technology). A failed
 * load says why with a retry and keeps the period.
 */
export function TeamOverviewPage({ client, memberId, currency }: AgentCentrePageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const [period, setPeriod] = useState<AgentPeriod>(pagePeriods[0]);
  const overview = useQuery(teamOverviewQuery(client, memberId, period));

  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.title)}</SectionTitle>
      <Select
        label={intl.formatMessage(m.period)}
        options={pagePeriods.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
        value={period}
        onValueChange={(value) => setPeriod(pagePeriods.find((known) => known === value) ?? period)}
      />
      {overview.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : overview.isError ? (
        <>
          <FormAlert>
            {intl.formatMessage(m.failed)} {errorText(overview.error)}
          </FormAlert>
          <div>
            <Button variant="secondary" onClick={() => void overview.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        </>
      ) : (
        <Overview answer={overview.data} currency={currency} />
      )}
    </Section>
  );
}

function Overview({ answer, currency }: { answer: TeamOverview; currency: string | undefined }) {
  const intl = useIntl();
  const captionId = useId();
  const { money, signed } = useMoney(currency);
  const day = (at: number) => intl.formatDate(at, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = (at: number) => intl.formatDate(at, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const range = (startTime: number, endTime: number) => {
    const first = day(startTime);
    const last = day(lastDayOf(startTime, endTime));
    return first === last ? first : intl.formatMessage(m.range, { first, last });
  };
  const { team, figures, trend } = answer;

  return (
    <>
      <Muted>{range(answer.startTime, answer.endTime)}</Muted>
      <Figures>
        <div>
          <dt>{intl.formatMessage(m.teamSize)}</dt>
          <dd>{intl.formatNumber(team.size)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.direct)}</dt>
          <dd>{intl.formatNumber(team.direct)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.agents)}</dt>
          <dd>{intl.formatNumber(team.agents)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.newMembers)}</dt>
          <dd>{intl.formatNumber(figures.newMembers)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.activeMembers)}</dt>
          <dd>{intl.formatNumber(figures.activeMembers)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.betAmount)}</dt>
          <dd>
            {money(figures.betAmount)}
            <FigureDetail>{intl.formatMessage(m.betCount, { count: figures.betCount })}</FigureDetail>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.validBetAmount)}</dt>
          <dd>{money(figures.validBetAmount)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.winLoss)}</dt>
          <dd>{signed(figures.winLoss)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.deposits)}</dt>
          <dd>
            {money(figures.depositAmount)}
            <FigureDetail>{intl.formatMessage(m.transactions, { count: figures.depositCount })}</FigureDetail>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.withdrawals)}</dt>
          <dd>
            {money(figures.withdrawAmount)}
            <FigureDetail>{intl.formatMessage(m.transactions, { count: figures.withdrawCount })}</FigureDetail>
          </dd>
        </div>
      </Figures>
      <Muted>{intl.formatMessage(m.winLossExplained)}</Muted>
      <TrendChart
        title={intl.formatMessage(m.trendChart)}
        bars={trend.map((point) => ({
          key: String(point.startTime),
          label: shortDay(point.startTime),
          value: point.figures.betAmount,
          current: point.startTime === answer.startTime,
        }))}
      />
      <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          <caption id={captionId}>{intl.formatMessage(m.trendTitle)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.period)}</th>
              <th scope="col">{intl.formatMessage(m.activeMembers)}</th>
              <th scope="col">{intl.formatMessage(m.newMembers)}</th>
              <th scope="col">{intl.formatMessage(m.betAmount)}</th>
              <th scope="col">{intl.formatMessage(m.winLoss)}</th>
              <th scope="col">{intl.formatMessage(m.deposits)}</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((point) => (
              <tr key={point.startTime} aria-current={point.startTime === answer.startTime ? 'true' : undefined}>
                <th scope="row">{range(point.startTime, point.endTime)}</th>
                <td>{intl.formatNumber(point.figures.activeMembers)}</td>
                <td>{intl.formatNumber(point.figures.newMembers)}</td>
                <td>{money(point.figures.betAmount)}</td>
                <td>{signed(point.figures.winLoss)}</td>
                <td>{money(point.figures.depositAmount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </>
  );
}
