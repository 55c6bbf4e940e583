import { defineMessages } from '@lobby/i18n/react';

export const contentStatusMessages = defineMessages({
  helpLoading: { id: 'content.ContentStatus.helpLoading', defaultMessage: 'Loading the help centre' },
  helpFailed: { id: 'content.ContentStatus.helpFailed', defaultMessage: 'The help centre could not be loaded.' },
  helpEmpty: { id: 'content.ContentStatus.helpEmpty', defaultMessage: 'The help centre has no articles yet.' },
  noticesLoading: { id: 'content.ContentStatus.noticesLoading', defaultMessage: 'Loading the notices' },
  noticesFailed: { id: 'content.ContentStatus.noticesFailed', defaultMessage: 'The notices could not be loaded.' },
  noticesEmpty: { id: 'content.ContentStatus.noticesEmpty', defaultMessage: 'There are no notices at the moment.' },
  retry: { id: 'content.ContentStatus.retry', defaultMessage: 'Try again' },
});
