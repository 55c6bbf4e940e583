import type { Announcement } from '@lobby/contract';
import { Pagination } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useId, useState } from 'react';
import { SafeHtml } from '../SafeHtml';
import { noticeListMessages as m } from './NoticeList.messages';
import { Items, ListRoot, Marker, NoticeBody, NoticeTitle, TitleHeading } from './NoticeList.styles';

/** Notices a page (spec 2: the notice list shows six at a time). */
export const noticesPerPage = 6;

export interface NoticeListProps {
  notices: readonly Announcement[];
  /** The notice to show open at first (a ticker click); its page is shown. */
  initialId?: string | undefined;
  /**
   * Puts each title in a heading of this level, so a screen reader can move from notice to notice: 2 on a page under
   * its h1, 3 in a dialog under its title. Without it the titles are plain buttons.
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The merchant's notices by title, six a page with a pager: selecting a title shows its sanitised HTML below it, and
 * selecting it again hides it (a disclosure: the title is a button saying whether it is expanded). Changing page
 * closes the open notice. Used by the notice popup and the /announcement page alike.
 */
export function NoticeList({ notices, initialId, headingLevel }: NoticeListProps) {
  const intl = useIntl();
  const baseId = useId();
  const startIndex = Math.max(
    0,
    notices.findIndex((notice) => String(notice.id) === initialId),
  );
  const [page, setPage] = useState(Math.floor(startIndex / noticesPerPage) + 1);
  const [expanded, setExpanded] = useState<string | undefined>(initialId);
  const totalPages = Math.max(1, Math.ceil(notices.length / noticesPerPage));
  const current = Math.min(page, totalPages);
  const shown = notices.slice((current - 1) * noticesPerPage, current * noticesPerPage);

  return (
    <ListRoot>
      <Items>
        {shown.map((notice) => {
          const id = String(notice.id);
          const open = expanded === id;
          const bodyId = `${baseId}-${id}`;
          const title = (
            <NoticeTitle
              type="button"
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setExpanded(open ? undefined : id)}
            >
              <span>{notice.title ?? ''}</span>
              <Marker viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="m6 9 6 6 6-6" />
              </Marker>
            </NoticeTitle>
          );
          return (
            <li key={id}>
              {headingLevel ? <TitleHeading as={`h${headingLevel}`}>{title}</TitleHeading> : title}
              {/* Kept in the page while closed, so aria-controls always names an element. */}
              <NoticeBody id={bodyId} hidden={!open}>
                {open && <SafeHtml html={notice.content ?? ''} />}
              </NoticeBody>
            </li>
          );
        })}
      </Items>
      <Pagination
        page={current}
        totalPages={totalPages}
        onPageChange={(next) => {
          setPage(next);
          setExpanded(undefined);
        }}
        formatNumber={(n) => intl.formatNumber(n)}
        labels={{
          previous: intl.formatMessage(m.previous),
          next: intl.formatMessage(m.next),
          page: (n) => intl.formatMessage(m.page, { page: n }),
          nav: intl.formatMessage(m.pages),
        }}
      />
    </ListRoot>
  );
}
