import { Pagination } from '@lobby/design-system';
import { defineMessages, useIntl } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

const pagerMessages = defineMessages<{ previous: NoValues; next: NoValues; page: { page: string } }>({
  previous: { id: 'member-centre.Pager.previous', defaultMessage: 'Previous page' },
  next: { id: 'member-centre.Pager.next', defaultMessage: 'Next page' },
  page: { id: 'member-centre.Pager.page', defaultMessage: 'Page {page}' },
});

/**
 * The design system's pages under a list of a page (messages, bonuses), in the member's language and digits; `label`
 * names what is paged ("Message pages"). Nothing shows for a single page.
 */
export function Pager({
  page,
  totalPages,
  onPageChange,
  label,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const intl = useIntl();
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      labels={{
        previous: intl.formatMessage(pagerMessages.previous),
        next: intl.formatMessage(pagerMessages.next),
        page: (n) => intl.formatMessage(pagerMessages.page, { page: intl.formatNumber(n) }),
        nav: label,
      }}
      formatNumber={(n) => intl.formatNumber(n)}
    />
  );
}
