import { Button, FormAlert, Pagination } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { pointMallPageMessages as m } from './PointMallPage.messages';
import { Actions } from './PointMallPage.styles';

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
