import type { Page } from '@playwright/test';

/** A platform answer as it comes: its envelope. */
export interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

/** What a call may add: the `Language` the site sends (the platform answers content in it; English without). */
export interface MemberCallOptions {
  language?: string;
  /** Headers the call adds (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/**
 * Calls the platform from inside the page with the signed-in member's session, as the site does (the token, and the
 * merchant code once the site has stored it; the host names the merchant before): a GET without a body, a POST of
 * JSON with one. Answers the envelope, refusals too.
 */
export function memberCall<T>(
  page: Page,
  path: string,
  body?: unknown,
  options: MemberCallOptions = {},
): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ path, body, language, extra }) => {
      const merchant = sessionStorage.getItem('merchant');
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: sessionStorage.getItem('token') ?? '',
          ...(merchant ? { Merchant: merchant } : {}),
          ...(language ? { Language: language } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...extra,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { path, body, language: options.language, extra: options.headers ?? {} },
  ) as Promise<Envelope<T>>;
}

/** The `value` of a member call that must succeed; a failure names the call and the platform's reason. */
export async function memberValue<T>(
  page: Page,
  path: string,
  body?: unknown,
  options: MemberCallOptions = {},
): Promise<T> {
  const envelope = await memberCall<T>(page, path, body, options);
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorCode ?? envelope.message ?? 'refused'}`);
  return envelope.value;
}
