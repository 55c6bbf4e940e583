import { ApiError, isApiClientError } from '@lobby/api-client';

// What a failed claim means to the page: money may have moved (no answer, a server fault, an answer that could not be
// read) or not (a refusal the platform explained), and the platform's code of a refusal.

/** Whether money may have moved though the call failed; the lists read afresh tell. */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiClientError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'schema') return true;
  return error.kind === 'api' && (error.status ?? 0) >= 500;
}

/** The platform's code of a refusal, or undefined for other failures. */
export const refusalCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.errorCode : undefined;

/** A random UUID (version 4): `crypto.randomUUID` exists only on secure pages, and a site may be served over http. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency keys of one page's claims: a claim gets a fresh key, and a retry of the same claim whose outcome was
 * unknown sends the same key again, so the platform pays once. `settle()` after a definite answer.
 */
export function intentKeys(makeKey: () => string = newIdempotencyKey) {
  let pending: { values: string; key: string } | undefined;
  return {
    keyFor(values: unknown): string {
      const signature = JSON.stringify(values);
      if (pending?.values !== signature) pending = { values: signature, key: makeKey() };
      return pending.key;
    },
    settle(): void {
      pending = undefined;
    },
  };
}
