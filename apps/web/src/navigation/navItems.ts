import type { VendorLane } from '@lobby/contract';
import type { NavItem } from '@lobby/frame';

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

/**
 * Vendors the platform sends inside another lane that the client shows as a lane of their own (contract §4.2):
 * e-sports and cockfight leave SPORTS; the blockchain games stay in RNG and also form SPB.
 */
const derivedLanes: readonly { title: string; from: string; vendors: readonly string[]; move: boolean }[] = [
  { title: 'ESPORTS', from: 'SPORTS', vendors: ['IMES', 'TF', 'IA'], move: true },
  { title: 'COCKFIGHT', from: 'SPORTS', vendors: ['SV3'], move: true },
  { title: 'SPB', from: 'RNG', vendors: ['SPB', 'SS'], move: false },
];

/**
 * The lanes as the client shows them: the platform's, with the e-sports, cockfight and blockchain vendors regrouped
 * (a lane the platform already sends under one of those titles keeps its cards and gains the missing ones). Applying
 * it twice changes nothing.
 */
export function regroupVendorLanes(lanes: readonly VendorLane[]): VendorLane[] {
  const result = lanes.map((lane) => ({ ...lane, cards: [...lane.cards] }));
  const laneTitled = (title: string) => result.find((lane) => lane.title.toUpperCase() === title);
  for (const derived of derivedLanes) {
    const source = laneTitled(derived.from);
    if (!source) continue;
    const picked = source.cards.filter((card) => derived.vendors.includes(card.vassalage.toUpperCase()));
    if (picked.length === 0) continue;
    if (derived.move) source.cards = source.cards.filter((card) => !picked.includes(card));
    const target = laneTitled(derived.title);
    if (target) {
      const known = new Set(target.cards.map((card) => card.vassalage));
      target.cards.push(...picked.filter((card) => !known.has(card.vassalage)));
    } else {
      // Placed right after the lane it came from, as the platform's other clients list it.
      result.splice(result.indexOf(source) + 1, 0, { title: derived.title, cards: picked });
    }
  }
  return result;
}

/** The navigation items the vendor data allows (the platform's lanes, regrouped as the client shows them). */
export function navItemsOf(lanes: readonly VendorLane[]): NavItem[] {
  const stocked = new Set(
    regroupVendorLanes(lanes)
      .filter((lane) => lane.cards.length > 0)
      .map((lane) => lane.title.toUpperCase()),
  );
  return navigation
    .filter(({ lanes: wanted }) =>
      wanted === undefined ? true : wanted === '*' ? stocked.size > 0 : wanted.some((lane) => stocked.has(lane)),
    )
    .map(({ key, to }) => ({ key, to }));
}

/** The footer's product list: the navigation without HOME and PROMO (spec 1 §2). */
export const productItemsOf = (items: readonly NavItem[]): NavItem[] =>
  items.filter((item) => item.key !== 'home' && item.key !== 'promotions');
