import { defineMessages } from '../react';
import type { NoValues } from '../messages';

export const amountMessages = defineMessages<{
  empty: NoValues;
  format: NoValues;
  decimals: { decimals: number };
  zero: NoValues;
  belowMinimum: { amount: string };
  aboveMaximum: { amount: string };
  overBalance: { amount: string };
}>({
  empty: { id: 'i18n.amount.empty', defaultMessage: 'Enter an amount.' },
  format: { id: 'i18n.amount.format', defaultMessage: 'Enter digits only, with a point before decimals.' },
  decimals: {
    id: 'i18n.amount.decimals',
    defaultMessage: '{decimals, plural, one {Use at most # decimal.} other {Use at most # decimals.}}',
  },
  zero: { id: 'i18n.amount.zero', defaultMessage: 'Enter an amount above zero.' },
  belowMinimum: { id: 'i18n.amount.belowMinimum', defaultMessage: 'The minimum is {amount}.' },
  aboveMaximum: { id: 'i18n.amount.aboveMaximum', defaultMessage: 'The maximum is {amount}.' },
  overBalance: { id: 'i18n.amount.overBalance', defaultMessage: 'Only {amount} is available.' },
});
