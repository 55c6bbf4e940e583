import type { EndpointId } from '@lobby/contract';

/** Default user-facing texts (English; features may map `kind` to their own i18n messages). */
export const clientMessages = {
  /** Offline, DNS, connection reset: the spec's wording. */
  network: 'Network link is abnormal, please try again',
  /** No answer within the time-out. */
  timeout: 'The page took longer time to load, please check your network connectivity',
  /** A malformed answer or a server error without a message. */
  unknown: 'Something went wrong, please try again later',
  /** A call that needs a login was attempted without a session. */
  loginRequired: 'Please log in first',
  /** The platform ended the session without saying why. */
  sessionExpired: 'Your session has expired, please log in again',
} as const;

export type ApiClientErrorKind = 'network' | 'timeout' | 'api' | 'session' | 'schema';

interface ErrorDetails {
  endpoint?: EndpointId | undefined;
  /** HTTP status; undefined when no answer arrived. */
  status?: number | undefined;
  cause?: unknown;
}

/** Every failure of `client.call` is one of these; switch on `kind`. */
export abstract class ApiClientError extends Error {
  abstract readonly kind: ApiClientErrorKind;
  readonly endpoint: EndpointId | undefined;
  readonly status: number | undefined;

  constructor(message: string, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.endpoint = details.endpoint;
    this.status = details.status;
  }
}

/** No answer: offline, connection refused or reset. Message: 'Network link is abnormal, please try again'. */
export class NetworkError extends ApiClientError {
  readonly kind = 'network';
  override readonly name = 'NetworkError';

  constructor(details: ErrorDetails = {}) {
    super(clientMessages.network, details);
  }
}

/** No answer within the client's time-out (20 s by default). */
export class TimeoutError extends ApiClientError {
  readonly kind = 'timeout';
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, details: ErrorDetails = {}) {
    super(clientMessages.timeout, details);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The platform refused the call: `success: false` or a non-2xx answer. `message` is the server's (or the unknown-error
 * text when it gave none); `value` carries details such as `{captcha: true}` or a maintenance window.
 */
export class ApiError extends ApiClientError {
  readonly kind = 'api';
  override readonly name = 'ApiError';
  readonly errorCode: string | undefined;
  readonly value: unknown;

  constructor(message: string, details: ErrorDetails & { errorCode?: string | undefined; value?: unknown }) {
    super(message, details);
    this.errorCode = details.errorCode;
    this.value = details.value;
  }

  /** HTTP 429 or the platform's TOO_MANY_REQUEST(S) codes: ask the player to wait. */
  get isRateLimited(): boolean {
    return this.status === 429 || this.errorCode === 'TOO_MANY_REQUESTS' || this.errorCode === 'TOO_MANY_REQUEST';
  }
}

/** HTTP 401, a session error code, or a call that needs a login made without one. The client logs out. */
export class SessionExpiredError extends ApiClientError {
  readonly kind = 'session';
  override readonly name = 'SessionExpiredError';
  readonly errorCode: string | undefined;

  constructor(message: string, details: ErrorDetails & { errorCode?: string | undefined }) {
    super(message, details);
    this.errorCode = details.errorCode;
  }
}

/** A problem found in an answer, safe to log: no received values, just where and what. */
export interface SchemaProblem {
  /** Dotted path into the answer ('value.info.whitelabel'), '' for the whole body. */
  path: string;
  message: string;
}

/**
 * The answer is not JSON, not an envelope, or its `value` does not match the endpoint's schema. The player sees the
 * unknown-error message; `issues` are for logs.
 */
export class SchemaMismatchError extends ApiClientError {
  readonly kind = 'schema';
  override readonly name = 'SchemaMismatchError';
  readonly reason: 'not-json' | 'not-envelope' | 'value';
  readonly issues: readonly SchemaProblem[];

  constructor(reason: SchemaMismatchError['reason'], issues: readonly SchemaProblem[], details: ErrorDetails = {}) {
    super(clientMessages.unknown, details);
    this.reason = reason;
    this.issues = issues;
  }
}

export const isApiClientError = (error: unknown): error is ApiClientError => error instanceof ApiClientError;
