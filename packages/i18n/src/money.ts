/** What formats a number: `useIntl()` of `@lobby/i18n/react`, or any `@formatjs/intl` formatter. */
export interface NumberFormatter {
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

/**
 * The decimals of every amount: the platform keeps money in hundredths of any currency and its own clients show two
 * decimals, whatever the currency's usual minor unit.
 */
export const moneyDecimals = 2;

/**
 * An amount as the site shows money: the wallet's currency (its code), two decimals, the reader's locale; `signed`
 * writes the sign of a gain too (a win or loss, a movement of the ledger), zero without one.
 */
export function formatMoney(
  intl: NumberFormatter,
  amount: number,
  currency?: string | null,
  { signed = false }: { signed?: boolean } = {},
): string {
  return intl.formatNumber(amount, {
    ...(currency ? { style: 'currency', currency } : {}),
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    minimumFractionDigits: moneyDecimals,
    maximumFractionDigits: moneyDecimals,
  });
}
