import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const headerBalanceMessages = defineMessages<{
  balance: NoValues;
  refresh: NoValues;
  unavailable: NoValues;
}>({
  balance: { id: 'web.HeaderBalance.balance', defaultMessage: 'Balance' },
  refresh: { id: 'web.HeaderBalance.refresh', defaultMessage: 'Refresh balance' },
  unavailable: { id: 'web.HeaderBalance.unavailable', defaultMessage: 'Balance unavailable' },
});
