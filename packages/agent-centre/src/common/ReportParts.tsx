import { betProductTypes, type AgentPeriod } from '@lobby/contract';
import { Button, FormAlert, Pagination, Select } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useErrorText } from './errorText';
import { Muted } from './page.styles';
import { lastDayOf, reportPeriods } from './periods';
import { reportMessages as m } from './reports.messages';

/** Every product, or one of the betting records' (`betProductTypes`). */
export const allProducts = 'all';

export function PeriodSelect({ value, onChange }: { value: AgentPeriod; onChange: (period: AgentPeriod) => void }) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(m.period)}
      options={reportPeriods.map((period) => ({ value: period, label: intl.formatMessage(m[period]) }))}
      value={value}
      onValueChange={(chosen) => onChange(reportPeriods.find((period) => period === chosen) ?? value)}
    />
  );
}

export function ProductSelect({ value, onChange }: { value: string; onChange: (product: string) => void }) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(m.product)}
      options={[
        { value: allProducts, label: intl.formatMessage(m.allProducts) },
        ...betProductTypes.map((product) => ({ value: product, label: intl.formatMessage(m[product]) })),
      ]}
      value={value}
      onValueChange={onChange}
    />
  );
}

/** The span a report covers, as days (UTC, like the records). */
export function SpanText({ startTime, endTime }: { startTime: number; endTime: number }) {
  const intl = useIntl();
  const day = (at: number) => intl.formatDate(at, { dateStyle: 'medium', timeZone: 'UTC' });
  const first = day(startTime);
  const last = day(lastDayOf(startTime, endTime));
  return <Muted>{first === last ? first : intl.formatMessage(m.range, { first, last })}</Muted>;
}

/** A failed load: what failed and why, and a retry. */
export function LoadFailure({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <>
      <FormAlert>
        {message} {errorText(error)}
      </FormAlert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    </>
  );
}

export function ReportPagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      labels={{
        previous: intl.formatMessage(m.previous),
        next: intl.formatMessage(m.next),
        page: (n) => intl.formatMessage(m.page, { page: intl.formatNumber(n) }),
        nav: intl.formatMessage(m.pages),
      }}
      formatNumber={(n) => intl.formatNumber(n)}
    />
  );
}
