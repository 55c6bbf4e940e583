import type { Shell } from './context/createShell';

/** What route guards and loaders reach: the app's jotai store (the login popup, for `/login`). */
export interface RouterContext {
  store: Shell['store'];
}
