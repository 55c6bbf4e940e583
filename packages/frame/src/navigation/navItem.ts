import type { ShellPath } from './paths';

/** A main navigation entry: which one (its label) and where it leads. */
export type NavKey =
  | 'home'
  | 'hot'
  | 'lottery'
  | 'live'
  | 'sports'
  | 'fish'
  | 'rng'
  | 'pvp'
  | 'esports'
  | 'promotions'
  | 'download'
  | 'cockfight'
  | 'rewards';

export interface NavItem {
  key: NavKey;
  to: ShellPath;
}
