import type { Context } from 'hono';
import type { ApiError } from '../lib/apiError';

/** Every /wps and /lgw answer: `{ success, value, errorCode?, message? }`, never cached. */
export function success(c: Context, value: unknown): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true, value: value ?? null }, 200);
}

export function failure(c: Context, error: ApiError): Response {
  c.header('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(
    { success: false, value: error.value ?? null, errorCode: error.errorCode, message: error.message },
    error.status,
  );
}
