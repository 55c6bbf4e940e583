import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const amountMessages = defineMessages<{
  empty: NoValues;
  format: NoValues;
  decimals: { decimals: number };
  zero: NoValues;
  belowMinimum: { amount: string };
  aboveMaximum: { amount: string };
  overBalance: { amount: string };
}>({
  empty: { id: 'member-centre.amount.empty', defaultMessage: 'Enter an amount.' },
  format: { id: 'member-centre.amount.format', defaultMessage: 'Enter digits only, with a point before decimals.' },
  decimals: {
    id: 'member-centre.amount.decimals',
    defaultMessage: '{decimals, plural, one {Use at most # decimal.} other {Use at most # decimals.}}',
  },
  zero: { id: 'member-centre.amount.zero', defaultMessage: 'Enter an amount above zero.' },
  belowMinimum: { id: 'member-centre.amount.belowMinimum', defaultMessage: 'The minimum is {amount}.' },
  aboveMaximum: { id: 'member-centre.amount.aboveMaximum', defaultMessage: 'The maximum is {amount}.' },
  overBalance: { id: 'member-centre.amount.overBalance', defaultMessage: 'Only {amount} is available.' },
});
