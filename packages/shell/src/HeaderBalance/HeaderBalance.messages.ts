import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const headerBalanceMessages = defineMessages<{
  balance: NoValues;
  refresh: NoValues;
  unavailable: NoValues;
}>({
  balance: { id: 'shell.HeaderBalance.balance', defaultMessage: 'Balance' },
  refresh: { id: 'shell.HeaderBalance.refresh', defaultMessage: 'Refresh balance' },
  unavailable: { id: 'shell.HeaderBalance.unavailable', defaultMessage: 'Balance unavailable' },
});
