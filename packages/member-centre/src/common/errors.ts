import { ApiError } from '@lobby/api-client';

export { outcomeUnknown } from '@lobby/api-client';

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
