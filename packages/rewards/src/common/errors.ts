import { ApiError, isApiClientError } from '@lobby/api-client';

// How the rewards pages read a failed call. The member centre reads them the same way; features share no code, so
// each keeps its own few lines (see docs/decisions/0039-points-mall.md).

/**
 * Whether something may have moved though the call failed: no answer (offline, timed out), a server fault, or an
 * answer that could not be read. A refusal the platform explained moved nothing.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiClientError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'schema') return true;
  return error.kind === 'api' && (error.status ?? 0) >= 500;
}

/** The platform's code of a refusal, or undefined for other failures. */
export const refusalCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.errorCode : undefined;

/** The `value.data` of a refusal as a record, for the refusals that explain themselves with numbers. */
export function refusalData(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError)) return {};
  const value = error.value;
  if (typeof value !== 'object' || value === null) return {};
  const data = (value as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/**
 * A random UUID (version 4) for an `Idempotency-Key`: `crypto.randomUUID` exists only on secure pages, and a brand's
 * site may be served over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency keys of one form (docs/decisions/0029): a submit gets a fresh key, and a retry of the same request
 * (same values) whose outcome was unknown sends the same key again, so the platform acts once. `settle()` after a
 * definite answer lets the next submit be a new request.
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
