import type { Shell } from './context/createShell';

/**
 * What route guards and loaders reach: the app's jotai store (the login popup, for `/login`) and Query's client, which
 * every page but the home page waits for.
 */
export interface RouterContext {
  store: Shell['store'];
  queries: Shell['queries'];
}
