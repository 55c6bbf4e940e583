import type { ValueOf } from '@lobby/contract';
import { Select, Spinner } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useErrorText } from '../common/errorText';
import { Facts, Records, Section, SectionTitle } from '../common/page.styles';
import { Pager } from '../common/Pager';
import { percentOf, ProgressMeter } from '../common/ProgressMeter';
import type { MemberCentrePageProps } from '../common/pageProps';
import { centsOf } from '@lobby/i18n/amount';
import { RecordFailure } from '../records/RecordFailure';
import { bonusesPageMessages as m } from './BonusesPage.messages';
import { Bonus, BonusHeading, StatusTag } from './BonusesPage.styles';
import { bonusesQuery, statusFilters, type StatusFilter } from './bonuses';

type BonusRecord = ValueOf<'bonusDetails'>['list'][number];

const knownStatuses = statusFilters.filter((status) => status !== 'ALL');
const isKnownStatus = (status: string): status is (typeof knownStatuses)[number] =>
  (knownStatuses as readonly string[]).includes(status);

/**
 * Bonus details (`bonusDetails`): the bonuses the member received, newest first, each with its promotion, amount,
 * dates, status, and the turnover it asks for with a progress bar of what the member's bets have counted so far;
 * filtered by status and paged. A failed load says so with a retry and keeps the filter and the page.
 */
export function BonusesPage({ client, memberId, currency }: MemberCentrePageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [page, setPage] = useState(1);
  const bonuses = useQuery(bonusesQuery(client, memberId, status, page));

  let content;
  if (bonuses.isPending) {
    content = <Spinner label={intl.formatMessage(m.loading)} />;
  } else if (bonuses.isError) {
    content = (
      <RecordFailure
        message={intl.formatMessage(m.failed)}
        detail={errorText(bonuses.error)}
        onRetry={() => void bonuses.refetch()}
      />
    );
  } else {
    const { list, totalPages } = bonuses.data;
    content = (
      <>
        {list.length === 0 ? (
          <p>{intl.formatMessage(status === 'ALL' ? m.empty : m.emptyStatus)}</p>
        ) : (
          <Records aria-labelledby={headingId}>
            {list.map((bonus) => (
              <BonusEntry key={bonus.id} bonus={bonus} currency={currency} />
            ))}
          </Records>
        )}
        <Pager page={page} totalPages={Number(totalPages)} onPageChange={setPage} label={intl.formatMessage(m.pages)} />
      </>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.title)}</SectionTitle>
      <Select
        label={intl.formatMessage(m.status)}
        options={statusFilters.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
        value={status}
        onValueChange={(value) => {
          setStatus(statusFilters.find((known) => known === value) ?? status);
          setPage(1);
        }}
      />
      {content}
    </Section>
  );
}

function BonusEntry({ bonus, currency }: { bonus: BonusRecord; currency: string | undefined }) {
  const intl = useIntl();
  const money = (amount: number) => formatMoney(intl, amount, currency);
  const date = (at: number) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const { promotionName, status, turnoverRequired, turnoverAchieved } = bonus;
  // In hundredths, so the share never meets a binary fraction.
  const [done, goal] = [centsOf(turnoverAchieved), centsOf(turnoverRequired)];
  const progress = intl.formatMessage(m.turnoverProgress, {
    achieved: money(turnoverAchieved),
    required: money(turnoverRequired),
  });
  return (
    <Bonus>
      <BonusHeading>
        <h5 dir="auto">{promotionName}</h5>
        <StatusTag $active={status === 'ACTIVE'}>
          {isKnownStatus(status) ? intl.formatMessage(m[status]) : status}
        </StatusTag>
      </BonusHeading>
      <Facts>
        <dt>{intl.formatMessage(m.amount)}</dt>
        <dd>{money(bonus.amount)}</dd>
        <dt>{intl.formatMessage(m.granted)}</dt>
        <dd>{date(Number(bonus.grantTime))}</dd>
        {bonus.expireTime != null && (
          <>
            <dt>{intl.formatMessage(m.expires)}</dt>
            <dd>{date(Number(bonus.expireTime))}</dd>
          </>
        )}
        <dt>{intl.formatMessage(m.turnover)}</dt>
        <dd>{goal > 0 ? progress : intl.formatMessage(m.noTurnover)}</dd>
      </Facts>
      {goal > 0 && (
        <ProgressMeter
          label={intl.formatMessage(m.turnoverOf, { promotion: promotionName })}
          percent={percentOf(done, goal)}
          valueText={progress}
        />
      )}
    </Bonus>
  );
}
