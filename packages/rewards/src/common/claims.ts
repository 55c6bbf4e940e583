import { ApiError } from '@lobby/api-client';

// What a failed claim means to the page: money may have moved (`outcomeUnknown`, the API client's) or not (a refusal
// the platform explained, with its code). The keys of the claims are the API client's `intentKeys`.

export { intentKeys, outcomeUnknown } from '@lobby/api-client';

/** The platform's code of a refusal, or undefined for other failures. */
export const refusalCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.errorCode : undefined;
