import { errorCodes } from '@lobby/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { Merchant } from '../db/schema';
import { ApiError } from '../lib/apiError';
import { merchantDirectory } from '../merchants/merchantCache';
import type { PlatformEnv } from './env';
import { apiErrors } from './errors';
import { brandForHost } from '../merchants/hosts';

/**
 * The merchant served at the request's Host header (hosts.ts: `localhost` = default brand, `<brand>.localhost` and
 * the merchant's domains = that brand), from the merchants kept in memory; undefined where no merchant is served.
 */
export async function merchantOfHost(c: Context<PlatformEnv>): Promise<Merchant | undefined> {
  const { db, defaultBrand } = c.var.platform;
  const directory = await merchantDirectory(db);
  const brand = brandForHost(c.req.header('host'), directory, defaultBrand);
  return brand === undefined ? undefined : directory.byBrand.get(brand);
}

/**
 * Resolves the merchant from the Host header (merchantOfHost). A `Merchant` header may only repeat that merchant's
 * code: one naming another merchant, or several, is refused as the platform does (400 `function.not.available`).
 */
export function resolveMerchant(): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const merchant = await merchantOfHost(c);
    if (!merchant) {
      const host = c.req.header('host');
      throw new ApiError(404, errorCodes.notFound, `No merchant is served at ${host ?? 'this host'}.`);
    }
    requireSameMerchant(merchant, c.req.header('merchant'), 'Merchant header');
    c.set('merchant', merchant);
    await next();
  };
}

/**
 * Refuses a merchant code sent by the caller (the `Merchant` header, a `merchantCode` query) that names another
 * merchant than the site's, an unknown one, or several: 400 `function.not.available`, as the platform answers.
 * Absent is fine: the host already chose the merchant.
 */
export function requireSameMerchant(merchant: Merchant, sent: string | undefined, where: string): void {
  if (sent === undefined) return;
  const named = sent.split(',').map((code) => code.trim());
  if (named.length !== 1 || named[0]?.toLowerCase() !== merchant.code.toLowerCase()) {
    throw apiErrors.functionNotAvailable(`the ${where} must name this site's merchant (${merchant.code})`);
  }
}
