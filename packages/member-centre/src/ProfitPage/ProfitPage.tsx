import type { ProfitPeriod, ValueOf } from '@lobby/contract';
import { Select, Spinner } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useErrorText } from '../common/errorText';
import { Facts, Muted, Section, SectionTitle } from '../common/page.styles';
import type { MemberCentrePageProps } from '../common/pageProps';
import { ProfitChart } from './ProfitChart';
import { bettingRecordMessages } from '../BettingRecordPage/BettingRecordPage.messages';
import { RecordFailure } from '../records/RecordFailure';
import { recordRangeMessages } from '../records/RecordRange.messages';
import { profitPageMessages as m } from './ProfitPage.messages';
import { NetFigure, PeriodDays, Table, TableScroll } from './ProfitPage.styles';
import { pagePeriods, periodDays, profitQuery } from './profit';

type ProfitLoss = ValueOf<'personalProfitLoss'>;

/** The products the page names as the betting record does; another the platform adds shows by its code. */
const productNames = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT'] as const;
const isNamedProduct = (code: string): code is (typeof productNames)[number] =>
  (productNames as readonly string[]).includes(code);

/** The periods' names: today and yesterday as the records' presets say them. */
const periodNames = {
  TODAY: recordRangeMessages.today,
  YESTERDAY: recordRangeMessages.yesterday,
  THIS_WEEK: m.THIS_WEEK,
  LAST_WEEK: m.LAST_WEEK,
  THIS_MONTH: m.THIS_MONTH,
  LAST_MONTH: m.LAST_MONTH,
} as const;

const signOf = (amount: number) => (amount > 0 ? 'won' : amount < 0 ? 'lost' : 'even');

/**
 * Personal profit and loss (`personalProfit`): for the period chosen (today, yesterday, this or last week or month,
 * UTC like the records), the bets, wins, bonuses, rebates and the net in all, and per product in a table, with a bar
 * chart of each product's win or loss beside it (a picture of the table, hidden from assistive technology). A failed
 * load says so with a retry and keeps the period.
 */
export function ProfitPage({ client, memberId, currency }: MemberCentrePageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const [period, setPeriod] = useState<ProfitPeriod>(pagePeriods[0]);
  const profit = useQuery(profitQuery(client, memberId, period));

  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.title)}</SectionTitle>
      <Select
        label={intl.formatMessage(recordRangeMessages.period)}
        options={pagePeriods.map((value) => ({ value, label: intl.formatMessage(periodNames[value]) }))}
        value={period}
        onValueChange={(value) => setPeriod(pagePeriods.find((known) => known === value) ?? period)}
      />
      {profit.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : profit.isError ? (
        <RecordFailure
          message={intl.formatMessage(m.failed)}
          detail={errorText(profit.error)}
          onRetry={() => void profit.refetch()}
        />
      ) : (
        <Figures answer={profit.data} currency={currency} />
      )}
    </Section>
  );
}

function Figures({ answer, currency }: { answer: ProfitLoss; currency: string | undefined }) {
  const intl = useIntl();
  const captionId = useId();
  const money = (amount: number) => formatMoney(intl, amount, currency);
  /** A win or loss with its sign written, so the sign never rests on colour. */
  const signed = (amount: number) =>
    intl.formatNumber(amount, {
      ...(currency ? { style: 'currency', currency } : {}),
      signDisplay: 'exceptZero',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  const productName = (code: string) => (isNamedProduct(code) ? intl.formatMessage(bettingRecordMessages[code]) : code);
  const { summary, products } = answer;
  const { first, last } = periodDays(answer.startTime, answer.endTime);
  const day = (at: number) => intl.formatDate(at, { dateStyle: 'medium', timeZone: 'UTC' });
  const days =
    day(first) === day(last)
      ? intl.formatMessage(m.oneDay, { date: day(first) })
      : intl.formatMessage(m.days, { first: day(first), last: day(last) });
  const played = products.filter((row) => row.betCount > 0);

  return (
    <>
      <PeriodDays>{days}</PeriodDays>
      <Facts>
        <dt>{intl.formatMessage(m.bets)}</dt>
        <dd>
          {money(summary.betAmount)}
          <Muted as="div">{intl.formatMessage(m.betCount, { count: summary.betCount })}</Muted>
        </dd>
        <dt>{intl.formatMessage(m.wins)}</dt>
        <dd>{money(summary.payout)}</dd>
        <dt>{intl.formatMessage(m.bonuses)}</dt>
        <dd>{money(summary.bonus ?? 0)}</dd>
        <dt>{intl.formatMessage(m.rebates)}</dt>
        <dd>{money(summary.rebate ?? 0)}</dd>
        <dt>{intl.formatMessage(m.net)}</dt>
        <NetFigure $sign={signOf(summary.netProfit)}>{signed(summary.netProfit)}</NetFigure>
      </Facts>
      <Muted>{intl.formatMessage(m.netExplained)}</Muted>
      {played.length === 0 ? (
        <p>{intl.formatMessage(m.nothingPlayed)}</p>
      ) : (
        <ProfitChart
          title={intl.formatMessage(m.chartTitle)}
          rows={played.map((row) => ({
            key: row.productType,
            label: productName(row.productType),
            value: row.winLoss,
          }))}
        />
      )}
      <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          <caption id={captionId}>{intl.formatMessage(m.byProduct)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.product)}</th>
              <th scope="col">{intl.formatMessage(m.bets)}</th>
              <th scope="col">{intl.formatMessage(m.wins)}</th>
              <th scope="col">{intl.formatMessage(m.winLoss)}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((row) => (
              <tr key={row.productType}>
                <th scope="row">{productName(row.productType)}</th>
                <td>{money(row.betAmount)}</td>
                <td>{money(row.payout)}</td>
                <td>{signed(row.winLoss)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{intl.formatMessage(m.total)}</th>
              <td>{money(summary.betAmount)}</td>
              <td>{money(summary.payout)}</td>
              <td>{signed(summary.winLoss)}</td>
            </tr>
          </tfoot>
        </Table>
      </TableScroll>
    </>
  );
}
