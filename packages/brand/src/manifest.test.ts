import { fileURLToPath } from 'node:url';
import { loadBrand, webManifest, type LoadedBrand } from './node';

const brandsDir = fileURLToPath(new URL('../../../brands', import.meta.url));

describe('webManifest', () => {
  it("names the site, its language and direction from the brand's config", async () => {
    const sahara = webManifest(await loadBrand(brandsDir, 'sahara'));
    expect(sahara).toMatchObject({
      id: '/',
      name: 'Sahara Oasis',
      short_name: 'Sahara Oasis',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(webManifest(await loadBrand(brandsDir, 'lotus'))).toMatchObject({ lang: 'vi', dir: 'ltr' });
  });

  it("colours the title bar as the header and the splash screen as the page, in the brand's default mode", async () => {
    const siam = await loadBrand(brandsDir, 'siam');
    expect(siam.defaultMode).toBe('light');
    // siam's light mode: surface neutral.0, canvas neutral.50 (brands/siam/tokens.ts).
    expect(webManifest(siam)).toMatchObject({ theme_color: '#ffffff', background_color: '#f8f7f4' });

    const dark: LoadedBrand = { ...siam, colors: { ...siam.colors, surface: '#101010', canvas: '#000000' } };
    expect(webManifest(dark)).toMatchObject({ theme_color: '#101010', background_color: '#000000' });
  });

  it('takes the short name when the brand sets one', async () => {
    const lotus = await loadBrand(brandsDir, 'lotus');
    const named = webManifest({ ...lotus, config: { ...lotus.config, shortName: 'Lotus' } });
    expect(named).toMatchObject({ name: 'Lotus Palace', short_name: 'Lotus' });
  });

  it('declares the icons the build serves, at their sizes, none of them maskable', async () => {
    const { icons } = webManifest(await loadBrand(brandsDir, 'lotus'));
    expect(icons).toEqual([
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });
});
