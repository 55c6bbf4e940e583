import type { ApiClient } from '@lobby/api-client';
import { pointTxTypes } from '@lobby/contract';
import { Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Pager, Retry } from './parts';
import { pointMallPageMessages as m } from './PointMallPage.messages';
import { Entry, Filters, Muted, Records, Section, SectionTitle } from './PointMallPage.styles';
import { RangeSelect } from './RedeemHistory';
import { pointLedgerQuery, presetRange, type RangePreset } from './pointMall';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

const kindNames = {
  [pointTxTypes.earned]: m.tx9101,
  [pointTxTypes.given]: m.tx9102,
  [pointTxTypes.redemptionReturned]: m.tx9103,
  [pointTxTypes.redeemed]: m.tx9201,
  [pointTxTypes.converted]: m.tx9202,
} as const;
const nameOf = (txTypeId: unknown) =>
  Object.hasOwn(kindNames, Number(txTypeId)) ? kindNames[Number(txTypeId) as keyof typeof kindNames] : m.txOther;

/** The point ledger in a date range, newest first: each movement named, signed, with the points after it. */
export function PointDetails({ client, memberId }: { client: ApiClient; memberId: string }) {
  const intl = useIntl();
  const headingId = useId();
  const [preset, setPreset] = useState<RangePreset>('last30');
  const [range, setRange] = useState(() => presetRange('last30', new Date()));
  const [page, setPage] = useState(1);
  const ledger = useQuery(pointLedgerQuery(client, memberId, { range, page }));
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.detailsTitle)}</SectionTitle>
      <Filters>
        <RangeSelect
          value={preset}
          onChange={(next) => {
            setPreset(next);
            setRange(presetRange(next, new Date()));
            setPage(1);
          }}
        />
      </Filters>
      {ledger.isError ? (
        <Retry onRetry={() => void ledger.refetch()} />
      ) : ledger.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : ledger.data.list.length === 0 ? (
        <p>{intl.formatMessage(m.detailsEmpty)}</p>
      ) : (
        <>
          <Records aria-busy={ledger.isPlaceholderData}>
            {ledger.data.list.map((row, index) => (
              <Entry key={`${String(row.txTimeInTimestamp)}-${index}`}>
                <strong>{intl.formatMessage(nameOf(row.txTypeId))}</strong>
                <strong>
                  <bdi>{intl.formatNumber(Number(row.amount ?? 0), { signDisplay: 'exceptZero' })}</bdi>
                </strong>
                <Muted>
                  {row.txTimeInTimestamp !== undefined && row.txTimeInTimestamp !== null && (
                    <time dateTime={new Date(Number(row.txTimeInTimestamp)).toISOString()}>
                      {intl.formatDate(new Date(Number(row.txTimeInTimestamp)), dateTime)}
                    </time>
                  )}
                </Muted>
                <Muted>
                  {row.afterBalance !== undefined && row.afterBalance !== null && (
                    <bdi>{intl.formatMessage(m.after, { points: intl.formatNumber(Number(row.afterBalance)) })}</bdi>
                  )}
                </Muted>
              </Entry>
            ))}
          </Records>
          <Pager
            page={page}
            totalPages={Math.max(1, Number(ledger.data.totalPages ?? 1))}
            onPageChange={setPage}
            label={intl.formatMessage(m.detailsPages)}
          />
        </>
      )}
    </Section>
  );
}
