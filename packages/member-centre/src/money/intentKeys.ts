// The intent keys of money-moving forms live with the API client, shared by every feature that moves money.
export { intentKeys, newIdempotencyKey, type IntentKeys } from '@lobby/api-client';
