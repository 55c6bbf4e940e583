import type { VendorLane } from '@lobby/contract';
import type { ShellPath } from './paths';

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

/**
 * The main navigation in the spec's order (spec 2 §2). Items with `lanes` are game categories: shown only when the
 * vendor data has entries for one of those lanes ('*': any lane). The others are always there.
 */
const navigation: readonly (NavItem & { lanes?: readonly string[] | '*' })[] = [
  { key: 'home', to: '/' },
  { key: 'hot', to: '/hot', lanes: '*' },
  { key: 'lottery', to: '/elott', lanes: ['LOTT', 'ELOTT'] },
  { key: 'live', to: '/live', lanes: ['LIVE'] },
  { key: 'sports', to: '/sports', lanes: ['SPORTS'] },
  { key: 'fish', to: '/fish', lanes: ['FISH'] },
  { key: 'rng', to: '/rng', lanes: ['RNG'] },
  { key: 'pvp', to: '/pvp', lanes: ['PVP'] },
  { key: 'esports', to: '/esports', lanes: ['ESPORTS'] },
  { key: 'promotions', to: '/promotions' },
  { key: 'download', to: '/down' },
  { key: 'cockfight', to: '/cockfight', lanes: ['COCKFIGHT'] },
  { key: 'rewards', to: '/rewards' },
];

/** The navigation items the vendor data allows. */
export function navItemsOf(lanes: readonly VendorLane[]): NavItem[] {
  const stocked = new Set(lanes.filter((lane) => lane.cards.length > 0).map((lane) => lane.title.toUpperCase()));
  return navigation
    .filter(({ lanes: wanted }) =>
      wanted === undefined ? true : wanted === '*' ? stocked.size > 0 : wanted.some((lane) => stocked.has(lane)),
    )
    .map(({ key, to }) => ({ key, to }));
}

/** The footer's product list: the navigation without HOME and PROMO (spec 1 §2). */
export const productItemsOf = (items: readonly NavItem[]): NavItem[] =>
  items.filter((item) => item.key !== 'home' && item.key !== 'promotions');
