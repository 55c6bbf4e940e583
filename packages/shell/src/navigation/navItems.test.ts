import { navItemsOf, productItemsOf } from './navItems';

const lane = (title: string, count = 1) => ({
  title,
  cards: Array.from({ length: count }, () => ({ vassalage: 'X' })),
});

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
