import { createIntl } from '@formatjs/intl';
import { formatMoney } from './money';

const intl = (locale: string) => createIntl({ locale, messages: {} });

describe('formatMoney', () => {
  it('shows two decimals in the currency, in the reader’s locale', () => {
    expect(formatMoney(intl('en-GB'), 1234.5, 'USD')).toBe('US$1,234.50');
    expect(formatMoney(intl('vi-VN'), 1234.5, 'VND')).toBe('1.234,50\u00a0₫');
    // A currency without minor units still shows the platform's hundredths.
    expect(formatMoney(intl('en-GB'), 0.05, 'JPY')).toBe('JP¥0.05');
  });

  it('shows a plain number when the currency is unknown', () => {
    expect(formatMoney(intl('en-GB'), 10, undefined)).toBe('10.00');
  });

  it('writes the sign of a gain when asked, and none on zero', () => {
    expect(formatMoney(intl('en-GB'), 12.5, 'USD', { signed: true })).toBe('+US$12.50');
    expect(formatMoney(intl('en-GB'), -12.5, 'USD', { signed: true })).toBe('-US$12.50');
    expect(formatMoney(intl('en-GB'), 0, undefined, { signed: true })).toBe('0.00');
  });
});
