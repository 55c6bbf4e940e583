import { defineMessages } from '@lobby/i18n/react';

export const routingMessages = defineMessages({
  errorTitle: { id: 'shell.RouteError.title', defaultMessage: 'Something went wrong' },
  errorDescription: {
    id: 'shell.RouteError.description',
    defaultMessage: 'This part of the page could not be shown. Try again, or go back to the home page.',
  },
  network: { id: 'shell.RouteError.network', defaultMessage: 'Network link is abnormal, please try again' },
  retry: { id: 'shell.RouteError.retry', defaultMessage: 'Try again' },
  backHome: { id: 'shell.RouteError.backHome', defaultMessage: 'Back to home' },
  loading: { id: 'shell.RoutePending.label', defaultMessage: 'Loading the page' },
});
