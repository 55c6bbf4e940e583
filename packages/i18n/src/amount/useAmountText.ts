import { formatMoney, moneyDecimals } from '../money';
import { useIntl } from '../react';
import { useCallback } from 'react';
import type { AmountLimits, AmountProblem } from './amount';
import { amountMessages as m } from './amount.messages';

/** The message of an amount's problem, naming the limit it broke in the wallet's currency. */
export function useAmountText(currency: string | undefined) {
  const intl = useIntl();
  return useCallback(
    (problem: AmountProblem, limits: AmountLimits): string => {
      const money = (amount: number | undefined) => formatMoney(intl, amount ?? 0, currency);
      switch (problem) {
        case 'decimals':
          return intl.formatMessage(m.decimals, { decimals: moneyDecimals });
        case 'belowMinimum':
          return intl.formatMessage(m.belowMinimum, { amount: money(limits.minimum) });
        case 'aboveMaximum':
          return intl.formatMessage(m.aboveMaximum, { amount: money(limits.maximum) });
        case 'overBalance':
          return intl.formatMessage(m.overBalance, { amount: money(limits.balance) });
        default:
          return intl.formatMessage(m[problem]);
      }
    },
    [intl, currency],
  );
}
