// The idempotency keys of a money-moving form live with the API client, beside the calls they guard; re-exported
// here for the member centre's forms.
export { intentKeys, newIdempotencyKey, type IntentKeys } from '@lobby/api-client';
