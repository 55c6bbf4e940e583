export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallArgs,
  type CallOptions,
  type PayloadCipher,
} from './client';
export {
  ApiClientError,
  ApiError,
  clientMessages,
  isApiClientError,
  NetworkError,
  SchemaMismatchError,
  SessionExpiredError,
  TimeoutError,
  type ApiClientErrorKind,
  type SchemaProblem,
} from './errors';
export { intentKeys, newIdempotencyKey, outcomeUnknown, type IntentKeys } from './intents';
