import type { LoadedBrand } from './load';

/** The web app manifest of a brand's site (https://www.w3.org/TR/appmanifest/), as its build serves it. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: 'any' }>;
}

/**
 * What makes a brand's site installable: its names, language and direction, the colours of its default mode and its
 * icons (the build serves them at the root). The title bar takes the header's colour (`surface`) and the splash
 * screen the page's (`canvas`, also the loading cover's), so opening the installed site shows no seam.
 *
 * The icons are declared for any use only, never `maskable`: the brands' icons are rounded squares on a transparent
 * corner, which a launcher's mask would show as a frame, and their artwork may reach past the mask's safe circle.
 */
export function webManifest(brand: Pick<LoadedBrand, 'config' | 'lang' | 'direction' | 'colors'>): WebManifest {
  const { config } = brand;
  return {
    id: '/',
    name: config.displayName,
    short_name: config.shortName ?? config.displayName,
    lang: brand.lang,
    dir: brand.direction,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.colors.surface,
    background_color: brand.colors.canvas,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
