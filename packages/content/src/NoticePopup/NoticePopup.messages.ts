import { defineMessages } from '@lobby/i18n/react';

export const noticePopupMessages = defineMessages({
  title: { id: 'content.NoticePopup.title', defaultMessage: 'Notices' },
  close: { id: 'content.NoticePopup.close', defaultMessage: 'Close the notices' },
  ok: { id: 'content.NoticePopup.ok', defaultMessage: 'OK' },
  ticker: { id: 'content.NoticePopup.ticker', defaultMessage: 'Latest notices' },
  pause: { id: 'content.NoticePopup.pause', defaultMessage: 'Pause the notices' },
  play: { id: 'content.NoticePopup.play', defaultMessage: 'Play the notices' },
});
