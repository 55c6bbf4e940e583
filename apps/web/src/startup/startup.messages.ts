import { defineMessages } from '@lobby/i18n/react';

export const startupMessages = defineMessages({
  loading: { id: 'web.StartupGate.loading', defaultMessage: 'Loading' },
  network: { id: 'web.StartupGate.network', defaultMessage: 'Network link is abnormal, please try again' },
  timeout: {
    id: 'web.StartupGate.timeout',
    defaultMessage: 'The page took longer time to load, please check your network connectivity',
  },
  invalidUrl: {
    id: 'web.StartupGate.invalidUrl',
    defaultMessage: 'Invalid URL, please contact customer service',
  },
  unknown: { id: 'web.StartupGate.unknown', defaultMessage: 'Something went wrong, please try again later' },
  errorTitle: { id: 'web.StartupGate.title', defaultMessage: 'We could not open the site' },
  retry: { id: 'web.StartupGate.retry', defaultMessage: 'Try again' },
});
