import { ApiError, isApiClientError } from '@lobby/api-client';

// What the rewards pages' claims need of a failed call and of their idempotency keys (docs/decisions/0029).

/**
 * Whether money may have moved though the call failed: no answer (offline, timed out), a server fault, or an answer
 * that could not be read. A refusal the platform explained moved nothing.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiClientError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'schema') return true;
  return error.kind === 'api' && (error.status ?? 0) >= 500;
}

/** The platform's code of a refusal, or undefined for other failures. */
export const refusalCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.errorCode : undefined;

/** A random UUID (version 4): `crypto.randomUUID` exists only on secure pages, and a site may be served over http. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency keys of one claim button or form: a press gets a fresh key, and a press of the same claim again
 * (a double click, a retry after no answer) sends the same key, so the platform pays once. `settle()` after a definite
 * answer lets the next press be a new claim.
 */
export function intentKeys(makeKey: () => string = newKey) {
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
