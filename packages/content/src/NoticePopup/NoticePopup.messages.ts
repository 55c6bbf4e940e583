import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const noticePopupMessages = defineMessages<{
  title: NoValues;
  close: NoValues;
  ok: NoValues;
  previous: NoValues;
  next: NoValues;
  page: { page: number };
  pages: NoValues;
  ticker: NoValues;
  pause: NoValues;
  play: NoValues;
}>({
  title: { id: 'content.NoticePopup.title', defaultMessage: 'Notices' },
  close: { id: 'content.NoticePopup.close', defaultMessage: 'Close the notices' },
  ok: { id: 'content.NoticePopup.ok', defaultMessage: 'OK' },
  previous: { id: 'content.NoticePopup.previous', defaultMessage: 'Previous page' },
  next: { id: 'content.NoticePopup.next', defaultMessage: 'Next page' },
  page: { id: 'content.NoticePopup.page', defaultMessage: 'Page {page}' },
  pages: { id: 'content.NoticePopup.pages', defaultMessage: 'Notice pages' },
  ticker: { id: 'content.NoticePopup.ticker', defaultMessage: 'Latest notices' },
  pause: { id: 'content.NoticePopup.pause', defaultMessage: 'Pause the notices' },
  play: { id: 'content.NoticePopup.play', defaultMessage: 'Play the notices' },
});
