import type { Announcement } from '@lobby/contract';
import { Ticker } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { noticePopupMessages as m } from './NoticePopup.messages';

export interface NoticeTickerProps {
  notices: readonly Announcement[];
  /** A notice was chosen: open the notice popup at it. */
  onOpen: (id: string) => void;
}

/** The scrolling line of notice titles (spec 2 §1); a click opens the notice popup at that notice. */
export function NoticeTicker({ notices, onOpen }: NoticeTickerProps) {
  const intl = useIntl();
  return (
    <Ticker
      items={notices.map((notice) => ({ key: String(notice.id), text: notice.title ?? '' }))}
      onItemClick={onOpen}
      label={intl.formatMessage(m.ticker)}
      labels={{ pause: intl.formatMessage(m.pause), play: intl.formatMessage(m.play) }}
    />
  );
}
