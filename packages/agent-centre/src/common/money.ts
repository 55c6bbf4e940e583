import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';

/**
 * Amounts in the wallet's currency (plain numbers until it is known): `money` as balances show them, `signed` with
 * its sign written (a win or loss), so the sign never rests on colour.
 */
export function useMoney(currency: string | undefined) {
  const intl = useIntl();
  return {
    money: (amount: number) => formatMoney(intl, amount, currency),
    signed: (amount: number) =>
      intl.formatNumber(amount, {
        ...(currency ? { style: 'currency', currency } : {}),
        signDisplay: 'exceptZero',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  };
}
