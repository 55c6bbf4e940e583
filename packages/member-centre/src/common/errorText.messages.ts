import { defineMessages } from '@lobby/i18n/react';

export const errorTextMessages = defineMessages({
  network: { id: 'member-centre.errorText.network', defaultMessage: 'Network link is abnormal, please try again' },
  timeout: {
    id: 'member-centre.errorText.timeout',
    defaultMessage: 'The page took longer time to load, please check your network connectivity',
  },
  unexpected: {
    id: 'member-centre.errorText.unexpected',
    defaultMessage: 'Something went wrong, please try again later',
  },
  session: { id: 'member-centre.errorText.session', defaultMessage: 'Your session has ended. Please log in again.' },
  tooMany: {
    id: 'member-centre.errorText.tooMany',
    defaultMessage: 'Too many attempts. Please wait a while before trying again.',
  },
});
