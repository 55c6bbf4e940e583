import { defineMessages } from '@lobby/i18n/react';

export const errorTextMessages = defineMessages({
  network: { id: 'auth.errorText.network', defaultMessage: 'Network link is abnormal, please try again' },
  timeout: {
    id: 'auth.errorText.timeout',
    defaultMessage: 'The page took longer time to load, please check your network connectivity',
  },
  unexpected: { id: 'auth.errorText.unexpected', defaultMessage: 'Something went wrong, please try again later' },
  notAgent: { id: 'auth.errorText.notAgent', defaultMessage: 'Non-agents cannot log in' },
  notMember: { id: 'auth.errorText.notMember', defaultMessage: 'Non-member account unable to login' },
  verificationFirst: {
    id: 'auth.errorText.verificationFirst',
    defaultMessage: 'Please complete the verification first',
  },
  session: { id: 'auth.errorText.session', defaultMessage: 'Your session has ended. Please log in again.' },
});
