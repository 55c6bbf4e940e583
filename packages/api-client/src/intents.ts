import { isApiClientError } from './errors';

// The idempotency of money-moving calls on the client's side (docs/decisions/0029): a key per intended movement, the
// same for a retry of it, and whether a failed call may have moved money. Shared by the features that move money.

/**
 * A random UUID (version 4) from the platform's crypto: `crypto.randomUUID` exists only on secure pages, and a
 * brand's site may be served over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency keys of one money-moving form (docs/decisions/0029): a submit gets a fresh key, and a retry of
 * the same movement (same values) whose outcome was unknown sends the same key again, so the platform moves the
 * money once. `settle()` after a definite answer (done, or refused) lets the next submit be a new movement.
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

export type IntentKeys = ReturnType<typeof intentKeys>;

/**
 * Whether money may have moved though the call failed: no answer (offline, timed out), a server fault, or an answer
 * that could not be read. The records are the truth then; a refusal the platform explained moved nothing.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiClientError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'schema') return true;
  return error.kind === 'api' && (error.status ?? 0) >= 500;
}
