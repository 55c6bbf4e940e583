import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const errorTextMessages = defineMessages<{
  network: NoValues;
  timeout: NoValues;
  unexpected: NoValues;
  notAgent: NoValues;
  notMember: NoValues;
  verificationFirst: NoValues;
  session: NoValues;
  selfExcluded: { until: string };
  selfExcludedNoEnd: NoValues;
}>({
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
  selfExcluded: {
    id: 'auth.errorText.selfExcluded',
    defaultMessage: 'You chose a break from play on this account. You can log in again from {until}.',
  },
  selfExcludedNoEnd: {
    id: 'auth.errorText.selfExcludedNoEnd',
    defaultMessage: 'You chose a break from play on this account. You can log in again once it is over.',
  },
});
