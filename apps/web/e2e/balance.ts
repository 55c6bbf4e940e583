import { expect, type Page } from '@playwright/test';
import type { Copy } from './copy';

/** Every digit of an amount, whatever the locale writes between them (`₫2,010,000.00`, `2.010.000,00 ₫`). */
export const digitsOf = (text: string) => Number(text.replace(/\D/g, ''));

/**
 * The digits of the balance the header shows, found by its markup (so also behind a centre's dialog): hundredths or
 * not as the currency writes them.
 */
export async function headerDigits(page: Page, t: Copy): Promise<number> {
  const amount = page.locator('header p[aria-live="polite"]');
  await expect(amount).toContainText(/\d/);
  return digitsOf((await amount.innerText()).replace(t('web.HeaderBalance.balance'), ''));
}
