import { defineMessages } from '@lobby/i18n/react';

export const startupMessages = defineMessages({
  loading: { id: 'shell.LoadingCover.label', defaultMessage: 'Loading' },
  network: { id: 'shell.StartupErrorScreen.network', defaultMessage: 'Network link is abnormal, please try again' },
  timeout: {
    id: 'shell.StartupErrorScreen.timeout',
    defaultMessage: 'The page took longer time to load, please check your network connectivity',
  },
  invalidUrl: {
    id: 'shell.StartupErrorScreen.invalidUrl',
    defaultMessage: 'Invalid URL, please contact customer service',
  },
  unknown: { id: 'shell.StartupErrorScreen.unknown', defaultMessage: 'Something went wrong, please try again later' },
  errorTitle: { id: 'shell.StartupErrorScreen.title', defaultMessage: 'We could not open the site' },
  retry: { id: 'shell.StartupErrorScreen.retry', defaultMessage: 'Try again' },
});
