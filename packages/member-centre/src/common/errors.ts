import { ApiError } from '@lobby/api-client';

// Whether money may have moved after a failure, and a refusal's code: with the API client, for every feature.
export { outcomeUnknown, refusalCode } from '@lobby/api-client';

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
