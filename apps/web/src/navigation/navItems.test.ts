import { navItemsOf, productItemsOf, regroupVendorLanes } from './navItems';

const lane = (title: string, count = 1) => ({
  title,
  cards: Array.from({ length: count }, () => ({ vassalage: 'X' })),
});

/** A lane as the platform sends it: one card per vendor code. */
const laneOf = (title: string, vendors: string[]) => ({
  title,
  cards: vendors.map((vassalage) => ({ vassalage })),
});

const codes = (lanes: ReturnType<typeof regroupVendorLanes>) =>
  Object.fromEntries(lanes.map((item) => [item.title, item.cards.map((card) => card.vassalage)]));

describe('navItemsOf', () => {
  it('keeps home, promotions, download and rewards when there is no vendor data', () => {
    expect(navItemsOf([]).map((item) => item.key)).toEqual(['home', 'promotions', 'download', 'rewards']);
  });

  it('adds each category that has vendors, in the spec order', () => {
    const items = navItemsOf([lane('COCKFIGHT'), lane('LOTT'), lane('sports'), lane('PVP', 0), lane('ESPORTS')]);
    expect(items.map((item) => item.to)).toEqual([
      '/',
      '/hot',
      '/elott',
      '/sports',
      '/esports',
      '/promotions',
      '/down',
      '/cockfight',
      '/rewards',
    ]);
  });

  it('lists the products without home and promotions', () => {
    expect(productItemsOf(navItemsOf([lane('RNG')])).map((item) => item.key)).toEqual([
      'hot',
      'rng',
      'download',
      'rewards',
    ]);
  });
});

describe('regroupVendorLanes', () => {
  // The platform sends e-sports and cockfight vendors inside SPORTS and the blockchain games inside RNG (contract §4.2).
  const platformLanes = [
    laneOf('RNG', ['PG', 'SPB', 'JL', 'SS']),
    laneOf('SPORTS', ['FB', 'IMES', 'SABA', 'TF', 'IA', 'SV3']),
    laneOf('LIVE', ['EVO']),
  ];

  it('moves e-sports and cockfight vendors out of SPORTS and copies the blockchain games into SPB', () => {
    expect(codes(regroupVendorLanes(platformLanes))).toEqual({
      RNG: ['PG', 'SPB', 'JL', 'SS'],
      SPB: ['SPB', 'SS'],
      SPORTS: ['FB', 'SABA'],
      ESPORTS: ['IMES', 'TF', 'IA'],
      COCKFIGHT: ['SV3'],
      LIVE: ['EVO'],
    });
  });

  it('leaves the input alone and changes nothing when applied twice', () => {
    const once = regroupVendorLanes(platformLanes);
    expect(regroupVendorLanes(once)).toEqual(once);
    expect(platformLanes[1]?.cards).toHaveLength(6);
  });

  it('adds to a lane the platform already sends under the derived title, without duplicates', () => {
    const lanes = regroupVendorLanes([laneOf('SPORTS', ['FB', 'TF']), laneOf('ESPORTS', ['TF', 'XE'])]);
    expect(codes(lanes)).toEqual({ SPORTS: ['FB'], ESPORTS: ['TF', 'XE'] });
  });

  it('shows E-sports and Cockfight for vendors that arrive inside SPORTS, and Sports only while it keeps one', () => {
    expect(navItemsOf([laneOf('SPORTS', ['FB', 'IMES', 'SV3'])]).map((item) => item.key)).toEqual([
      'home',
      'hot',
      'sports',
      'esports',
      'promotions',
      'download',
      'cockfight',
      'rewards',
    ]);
    expect(navItemsOf([laneOf('SPORTS', ['TF'])]).map((item) => item.key)).toEqual([
      'home',
      'hot',
      'esports',
      'promotions',
      'download',
      'rewards',
    ]);
  });
});
