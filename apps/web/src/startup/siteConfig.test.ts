import { baseStatus, statusWith, testBrand } from '../testing/shellTestKit';
import { cdnStorageKeys, pickCdn } from './cdn';
import { safeHttpUrl, siteConfigOf } from './siteConfig';

beforeEach(() => sessionStorage.clear());

describe('siteConfigOf', () => {
  it('reads the status answer into a typed site config', () => {
    const site = siteConfigOf(baseStatus, testBrand);
    expect(site.systemStatus).toBe(0);
    expect(site.ip).toBe('203.0.113.7');
    expect(site.registerRules.username?.minLength).toBe(6);
    expect(site.customerService).toEqual([
      { title: 'Live chat', csType: 'LIVECHAT', path: 'https://chat.example/room' },
    ]);
    expect(site.social).toEqual({ telegram: 'https://t.me/lobby' });
    expect(site.imageCdn).toBe('https://images.example');
    expect(site.launchGameCdn).toBe('https://launch.example');
  });

  it("falls back to the brand's links only when the platform sends no list at all", () => {
    const none = siteConfigOf(statusWith({}, { resources: null, customerService: null }), testBrand);
    expect(none.social).toEqual({ facebook: 'https://facebook.com/brand.example' });
    expect(none.customerService).toEqual([
      { title: 'Live chat', csType: 'LIVECHAT', path: 'https://support.brand.example/chat' },
    ]);

    const empty = siteConfigOf(statusWith({}, { resources: [], customerService: [] }), testBrand);
    expect(empty.social).toEqual({});
    expect(empty.customerService).toEqual([]);
  });

  it('never takes a script or malformed address for a link', () => {
    const site = siteConfigOf(
      statusWith({}, { resources: [{ resourceType: 'FACEBOOK', url: 'javascript:alert(1)' }] }),
      testBrand,
    );
    expect(site.social.facebook).toBeUndefined();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl(' https://ok.example/a ')).toBe('https://ok.example/a');
  });

  it('reads maintenance over region restriction, and the maintenance window', () => {
    const site = siteConfigOf(
      statusWith({ maintenance: 1, regionRestriction: true, maintenanceEnd: 1700000000000 }),
      testBrand,
    );
    expect(site.systemStatus).toBe(1);
    expect(site.maintenanceEnd).toBe(1700000000000);
  });
});

describe('pickCdn', () => {
  it('picks one host at random and keeps it for the session', () => {
    const hosts = ['https://a.example/', 'https://b.example/', 'https://c.example/'];
    expect(pickCdn(cdnStorageKeys.image, hosts, [], () => 0.5)).toBe('https://b.example/');
    expect(pickCdn(cdnStorageKeys.image, hosts, [], () => 0.99)).toBe('https://b.example/');
    expect(sessionStorage.getItem('imageCDN')).toBe('https://b.example/');
  });

  it("picks again when the kept host left the list, and uses the brand's list when the platform has none", () => {
    sessionStorage.setItem('imageCDN', 'https://gone.example/');
    expect(pickCdn(cdnStorageKeys.image, ['https://a.example/'], [], () => 0)).toBe('https://a.example/');
    expect(pickCdn(cdnStorageKeys.launchGame, null, ['https://brand.example/'], () => 0.7)).toBe(
      'https://brand.example/',
    );
  });
});
