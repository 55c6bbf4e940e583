import type { LoadedBrand } from '@lobby/brand/node';
import { isPrecached, offlineMessages, offlinePageHtml, precacheOf } from './serviceWorker.mjs';

describe('the worker keeps', () => {
  it("the build's code, icons, manifest and offline page, not the page itself, its records, maps or copies", () => {
    const kept = ['assets/app-x1y2.js', 'assets/app-x1y2.css', 'icon-192.png', 'logo.svg', 'manifest.webmanifest'];
    const left = ['index.html', 'sw.js', 'robots.txt', '.vite/manifest.json', 'assets/app-x1y2.js.map'];
    expect([...kept, 'offline.html', 'offline.js'].filter(isPrecached)).toHaveLength(kept.length + 2);
    expect(left.filter(isPrecached)).toEqual([]);
    expect(['assets/app.js.br', 'assets/app.js.gz'].filter(isPrecached)).toEqual([]);
  });

  it('lists them by path with a version that changes with any of their contents, and only then', () => {
    const build = new Map<string, string | Uint8Array>([
      ['index.html', '<html>'],
      ['assets/app-x1.js', 'console.log(1)'],
      ['icon-192.png', new Uint8Array([1, 2, 3])],
    ]);
    const first = precacheOf(build);
    expect(first.files).toEqual(['/assets/app-x1.js', '/icon-192.png']);
    expect(precacheOf(new Map(build)).version).toBe(first.version);
    expect(precacheOf(new Map(build).set('index.html', '<html lang="vi">')).version).toBe(first.version);
    expect(precacheOf(new Map(build).set('icon-192.png', new Uint8Array([1, 2, 4]))).version).not.toBe(first.version);
    expect(precacheOf(new Map(build).set('assets/app-x2.js', '')).version).not.toBe(first.version);
  });

  it('refuses a build file under a platform path, which the worker would never answer', () => {
    expect(() => precacheOf(new Map([['wps/status.json', '{}']]))).toThrow(
      '/wps/status.json: a build file under a platform path',
    );
  });
});

describe('the offline page', () => {
  /** A right-to-left brand in four languages: what the page takes of a loaded brand. */
  const brand = {
    config: {
      id: 'oasis',
      displayName: 'Oasis & Co',
      languages: { supported: ['AR', 'EN', 'FA', 'UR'], default: 'AR' },
    },
    lang: 'ar',
    direction: 'rtl',
    defaultMode: 'dark',
    tokensCss: '[data-brand="oasis"]{--lb-color-canvas:#000}',
    colors: { surface: '#101010' },
  } as unknown as LoadedBrand;
  const page = () => offlinePageHtml({ brand, text: (messageId, language) => `${language}:${messageId} <&>` });

  it("holds the copy in each of the brand's languages, its default one shown, each with its language and direction", () => {
    const html = page();
    expect(html).toContain('<html lang="ar" dir="rtl" data-brand="oasis" data-mode="dark">');
    const versions = [...html.matchAll(/<section ([^>]*)>(.*?)<\/section>/g)].map(([, attributes, body]) => ({
      attributes,
      body,
    }));
    expect(versions.map((version) => version.attributes)).toEqual([
      'data-language="AR" lang="ar" dir="rtl"',
      'data-language="EN" lang="en" dir="ltr" hidden',
      'data-language="FA" lang="fa" dir="rtl" hidden',
      'data-language="UR" lang="ur" dir="rtl" hidden',
    ]);
    expect(versions[1]?.body).toBe(
      `<h1>EN:${offlineMessages.title} &lt;&amp;&gt;</h1><p>EN:${offlineMessages.message} &lt;&amp;&gt;</p>` +
        `<button type="button" data-retry>EN:${offlineMessages.retry} &lt;&amp;&gt;</button>`,
    );
  });

  it("is styled by the brand's tokens, named by it, and runs no inline script", () => {
    const html = page();
    expect(html).toContain('<style id="brand-tokens">[data-brand="oasis"]{--lb-color-canvas:#000}</style>');
    expect(html).toContain('<meta name="theme-color" content="#101010">');
    expect(html).toContain('<title>Oasis &amp; Co</title>');
    expect(html).toContain('<img src="/logo.svg" alt="Oasis &amp; Co"');
    expect(html).toContain('<script src="/offline.js" defer></script>');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="/offline.js" defer>']);
  });

  it("says the start-up's network message: the same fault, the same words", () => {
    expect(offlineMessages).toEqual({
      title: 'web.StartupGate.title',
      message: 'web.StartupGate.network',
      retry: 'web.StartupGate.retry',
    });
  });
});
