import type { Announcement } from '@lobby/contract';
import { Button, Dialog, Pagination } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useId, useState } from 'react';
import { SafeHtml } from '../SafeHtml';
import { noticePopupMessages as m } from './NoticePopup.messages';
import { NoticeBody, NoticeList, NoticeTitle } from './NoticePopup.styles';

/** Notices a page (spec 2: the notice popup shows six at a time). */
export const noticesPerPage = 6;

export interface NoticePopupProps {
  notices: readonly Announcement[];
  open: boolean;
  /** The notice to show expanded on opening (a ticker click); its page is shown. */
  initialId?: string | undefined;
  onClose: () => void;
}

/**
 * The notice popup (spec 2): six notices a page by title; selecting a title shows its sanitised HTML below it, and
 * selecting it again hides it.
 */
export function NoticePopup({ notices, open, initialId, onClose }: NoticePopupProps) {
  const intl = useIntl();
  const baseId = useId();
  const startIndex = Math.max(
    0,
    notices.findIndex((notice) => String(notice.id) === initialId),
  );
  const [page, setPage] = useState(Math.floor(startIndex / noticesPerPage) + 1);
  const [expanded, setExpanded] = useState<string | undefined>(initialId);
  const totalPages = Math.max(1, Math.ceil(notices.length / noticesPerPage));
  const shown = notices.slice((page - 1) * noticesPerPage, page * noticesPerPage);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={intl.formatMessage(m.title)}
      closeLabel={intl.formatMessage(m.close)}
      size="md"
      footer={<Button onClick={onClose}>{intl.formatMessage(m.ok)}</Button>}
    >
      <NoticeList>
        {shown.map((notice) => {
          const id = String(notice.id);
          const open = expanded === id;
          const bodyId = `${baseId}-${id}`;
          return (
            <li key={id}>
              <NoticeTitle
                type="button"
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => setExpanded(open ? undefined : id)}
              >
                {notice.title ?? ''}
              </NoticeTitle>
              {open && (
                <NoticeBody id={bodyId}>
                  <SafeHtml html={notice.content ?? ''} />
                </NoticeBody>
              )}
            </li>
          );
        })}
      </NoticeList>
      <Pagination
        page={page}
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
    </Dialog>
  );
}
