import { Button, FormAlert, Pagination } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useId } from 'react';
import { pointMallPageMessages as m } from './PointMallPage.messages';
import { Actions, FilterField } from './PointMallPage.styles';

/** A failed load with its retry. */
export function Retry({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Actions>
      <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </Actions>
  );
}

/** The design system's pages, in the member's language and digits; nothing shows for a single page. */
export function Pager(props: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const intl = useIntl();
  return (
    <Pagination
      page={props.page}
      totalPages={props.totalPages}
      onPageChange={props.onPageChange}
      labels={{
        previous: intl.formatMessage(m.previous),
        next: intl.formatMessage(m.next),
        page: (n) => intl.formatMessage(m.page, { page: intl.formatNumber(n) }),
        nav: props.label,
      }}
      formatNumber={(n) => intl.formatNumber(n)}
    />
  );
}

/**
 * A labelled native `<select>`: the lists' filters. The design system's Select brings its popup and positioning code
 * (about 30 KB gzip), more than the whole page may load; a native one is as accessible and follows the direction.
 */
export function FilterSelect<V extends string>(props: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <FilterField>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => {
          const picked = props.options.find((option) => option.value === event.target.value);
          if (picked) props.onChange(picked.value);
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
