import { ApiError } from '@lobby/api-client';

// How the rewards pages read a refusal's explanation. Whether a failed call may have moved something, a refusal's code
// and a form's idempotency keys come from the API client (outcomeUnknown, refusalCode, intentKeys).

/** The `value.data` of a refusal as a record, for the refusals that explain themselves with numbers. */
export function refusalData(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError)) return {};
  const value = error.value;
  if (typeof value !== 'object' || value === null) return {};
  const data = (value as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}
