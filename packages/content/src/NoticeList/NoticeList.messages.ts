import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const noticeListMessages = defineMessages<{
  previous: NoValues;
  next: NoValues;
  page: { page: number };
  pages: NoValues;
}>({
  previous: { id: 'content.NoticeList.previous', defaultMessage: 'Previous page' },
  next: { id: 'content.NoticeList.next', defaultMessage: 'Next page' },
  page: { id: 'content.NoticeList.page', defaultMessage: 'Page {page}' },
  pages: { id: 'content.NoticeList.pages', defaultMessage: 'Notice pages' },
});
