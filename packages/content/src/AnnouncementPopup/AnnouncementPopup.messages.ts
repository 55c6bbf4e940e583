import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const announcementPopupMessages = defineMessages<{
  close: NoValues;
  ok: NoValues;
  previous: NoValues;
  next: NoValues;
  position: { index: number; total: number };
}>({
  close: { id: 'content.AnnouncementPopup.close', defaultMessage: 'Close' },
  ok: { id: 'content.AnnouncementPopup.ok', defaultMessage: 'OK' },
  previous: { id: 'content.AnnouncementPopup.previous', defaultMessage: 'Previous' },
  next: { id: 'content.AnnouncementPopup.next', defaultMessage: 'Next' },
  position: { id: 'content.AnnouncementPopup.position', defaultMessage: '{index} of {total}' },
});
