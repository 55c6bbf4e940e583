import { defineMessages } from '@lobby/i18n/react';

export const routingMessages = defineMessages({
  errorTitle: { id: 'web.RouteError.title', defaultMessage: 'Something went wrong' },
  errorDescription: {
    id: 'web.RouteError.description',
    defaultMessage: 'This part of the page could not be shown. Try again, or go back to the home page.',
  },
  network: { id: 'web.RouteError.network', defaultMessage: 'Network link is abnormal, please try again' },
  retry: { id: 'web.RouteError.retry', defaultMessage: 'Try again' },
  backHome: { id: 'web.RouteError.backHome', defaultMessage: 'Back to home' },
  loading: { id: 'web.RoutePending.label', defaultMessage: 'Loading the page' },
});
