import type { ApiClient } from '@lobby/api-client';
import { Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FilterSelect, Pager, Retry } from './parts';
import { pointMallPageMessages as m } from './PointMallPage.messages';
import { Entry, Filters, Muted, Records, Section, SectionTitle, Status } from './PointMallPage.styles';
import {
  presetRange,
  rangePresets,
  redemptionFilters,
  redemptionsQuery,
  statusOf,
  type RangePreset,
  type RedemptionFilter,
} from './pointMall';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

const statusNames = {
  ALL: m.statusALL,
  PROCESSING: m.statusPROCESSING,
  APPROVED: m.statusAPPROVED,
  REJECTED: m.statusREJECTED,
} as const;
const rangeNames = { last7: m.rangelast7, last30: m.rangelast30, today: m.rangetoday } as const;

/** The range pickers both lists share: a preset of the member's own days. */
export function RangeSelect({ value, onChange }: { value: RangePreset; onChange: (preset: RangePreset) => void }) {
  const intl = useIntl();
  return (
    <FilterSelect
      label={intl.formatMessage(m.range)}
      value={value}
      onChange={onChange}
      options={rangePresets.map((preset) => ({ value: preset, label: intl.formatMessage(rangeNames[preset]) }))}
    />
  );
}

/** The member's redemptions in a date range, newest first, of a status or all, with where each stands. */
export function RedeemHistory({ client, memberId }: { client: ApiClient; memberId: string }) {
  const intl = useIntl();
  const headingId = useId();
  const [preset, setPreset] = useState<RangePreset>('last7');
  const [status, setStatus] = useState<RedemptionFilter>('ALL');
  const [page, setPage] = useState(1);
  // Reckoned when the filter changes, so a page stays on the same days while it is open.
  const [range, setRange] = useState(() => presetRange('last7', new Date()));
  const history = useQuery(redemptionsQuery(client, memberId, { range, status, page }));

  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.historyTitle)}</SectionTitle>
      <Filters>
        <RangeSelect
          value={preset}
          onChange={(next) => {
            setPreset(next);
            setRange(presetRange(next, new Date()));
            setPage(1);
          }}
        />
        <FilterSelect
          label={intl.formatMessage(m.status)}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          options={redemptionFilters.map((filter) => ({
            value: filter,
            label: intl.formatMessage(statusNames[filter]),
          }))}
        />
      </Filters>
      {history.isError ? (
        <Retry onRetry={() => void history.refetch()} />
      ) : history.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : history.data.list.length === 0 ? (
        <p>{intl.formatMessage(m.historyEmpty)}</p>
      ) : (
        <>
          <Records aria-busy={history.isPlaceholderData}>
            {history.data.list.map((row) => {
              const known = statusOf(row.status);
              return (
                <Entry key={row.id}>
                  <strong>
                    <bdi>{row.rewardName ?? `#${row.id}`}</bdi>
                  </strong>
                  <Status $tone={known ? (known.toLowerCase() as 'processing' | 'approved' | 'rejected') : 'other'}>
                    {known ? intl.formatMessage(statusNames[known]) : row.status}
                  </Status>
                  <Muted>
                    <bdi>
                      {intl.formatMessage(m.redemptionLine, {
                        quantity: intl.formatNumber(row.quantity),
                        points: intl.formatNumber(row.pointAmount),
                      })}
                    </bdi>
                  </Muted>
                  <Muted>
                    <time dateTime={new Date(Number(row.createdTime)).toISOString()}>
                      {intl.formatDate(new Date(Number(row.createdTime)), dateTime)}
                    </time>
                  </Muted>
                  {row.province && (
                    <Muted>
                      {intl.formatMessage(m.address, {
                        address: [row.province, row.remarks].filter(Boolean).join(', '),
                      })}
                    </Muted>
                  )}
                </Entry>
              );
            })}
          </Records>
          <Pager
            page={page}
            totalPages={Math.max(1, Number(history.data.totalPages ?? 1))}
            onPageChange={setPage}
            label={intl.formatMessage(m.historyPages)}
          />
        </>
      )}
    </Section>
  );
}
