import { ApiError, isApiClientError } from '@lobby/api-client';

/**
 * Whether money may have moved though the call failed: no answer (offline, timed out), a server fault, or an answer
 * that could not be read. The records are the truth then; a refusal the platform explained moved nothing.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiClientError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'schema') return true;
  return error.kind === 'api' && (error.status ?? 0) >= 500;
}

/** The platform's code of a refusal, or undefined for other failures. */
export const refusalCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.errorCode : undefined;

/** The `value.data` (or `value`) of a refusal as a record, for the refusals that explain themselves with numbers. */
export function refusalData(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError)) return {};
  const value = error.value;
  if (typeof value !== 'object' || value === null) return {};
  const data = (value as { data?: unknown }).data;
  return typeof data === 'object' && data !== null
    ? (data as Record<string, unknown>)
    : (value as Record<string, unknown>);
}
