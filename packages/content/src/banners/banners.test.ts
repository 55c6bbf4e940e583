import { bannersOf, bannerTargetOf, centreBannerGroup } from './banners';

const origin = 'https://lotus.example';
const banner = (fields: Record<string, unknown>) => ({ id: 1, title: 'Spin week', ...fields });

describe('banners', () => {
  it('keeps the banners of one slot that have a picture, in the platform’s order', () => {
    const value = {
      banners: [
        banner({ id: 1, groupName: 'w_rng', announcementImages: [{ url: '/a.svg', sequence: 1 }] }),
        banner({ id: 2, groupName: 'w_live', announcementImages: [{ url: '/b.svg', sequence: 1 }] }),
        banner({ id: 3, groupName: 'w_rng', announcementImages: [] }),
        banner({ id: 4, groupName: 'w_rng', announcementImages: [{ imageUrl: '/d.svg' }] }),
      ],
    };
    expect(bannersOf(value, 'w_rng').map((item) => item.id)).toEqual([1, 4]);
    expect(bannersOf(undefined, 'w_home')).toEqual([]);
    expect([centreBannerGroup('hot'), centreBannerGroup('RNG')]).toEqual(['w_hot', 'w_rng']);
  });

  it('follows a URL of this site as a path and another site’s as an external address', () => {
    expect(bannerTargetOf(banner({ linkageType: 'URL', url: '/promotions?x=1#top' }), origin)).toEqual({
      kind: 'url',
      href: '/promotions?x=1#top',
      external: false,
    });
    expect(bannerTargetOf(banner({ linkageType: 'URL', linkage: 'https://lotus.example/down' }), origin)).toEqual({
      kind: 'url',
      href: '/down',
      external: false,
    });
    expect(bannerTargetOf(banner({ linkageType: 'URL', url: 'https://partner.example/x' }), origin)).toEqual({
      kind: 'url',
      href: 'https://partner.example/x',
      external: true,
    });
  });

  it('leads nowhere for a script address, an empty linkage or an unknown kind', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', ' ']) {
      expect(bannerTargetOf(banner({ linkageType: 'URL', url }), origin)).toBeNull();
    }
    expect(bannerTargetOf(banner({ linkageType: 'P', linkage: '' }), origin)).toBeNull();
    expect(bannerTargetOf(banner({ linkageType: 'X', linkage: '9' }), origin)).toBeNull();
    expect(bannerTargetOf(banner({}), origin)).toBeNull();
  });

  it('opens a promotion by its id and starts a game by node id, vendor and room', () => {
    expect(bannerTargetOf(banner({ linkageType: 'P', linkage: '42' }), origin)).toEqual({
      kind: 'promotion',
      id: '42',
    });
    expect(bannerTargetOf(banner({ linkageType: 'G', nodeId: 7, vendor: 'PG', roomId: '' }), origin)).toEqual({
      kind: 'game',
      game: { nodeId: '7', vassalage: 'PG', gameName: 'Spin week' },
    });
    expect(
      bannerTargetOf(banner({ linkageType: 'g', nodeId: '', roomId: 'KM1-R2', vendor: 'KM' }), origin),
    ).toMatchObject({
      kind: 'game',
      game: { gameId: 'KM1-R2', vassalage: 'KM' },
    });
  });
});
