// Each brand's build served at its host: the document the build bakes, the files a browser and a crawler ask for,
// the Content-Security-Policy and a client-side deep link. Read-only: no platform state. (axe on the landing page:
// home.spec.ts checks lotus's and sahara's with the lobby loaded, routes.spec.ts siam's.)
import type { Page } from '@playwright/test';
import { allBrands, brandInfo, brandUrl, expect, test } from './fixtures';

/** The opening `<html ...>` tag of a served document, as attributes. */
function htmlAttributes(html: string): Record<string, string> {
  const tag = /<html\b([^>]*)>/i.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A same-origin fetch from inside the page: the browser resolves the brand's *.localhost host (Node does not) and
 * the answer is what the site gives a real visitor.
 */
async function fetchInPage(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
  }, path);
}

for (const id of allBrands()) {
  test.describe(`${id} site`, () => {
    test('is served at its host with lang, dir, brand and mode baked in, titled with the display name', async ({
      page,
    }) => {
      const brand = brandInfo(id);
      const response = await page.goto(brandUrl(id, '/'));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);

      // Baked into the HTML itself, before any script runs.
      const html = (await response?.text()) ?? '';
      expect(htmlAttributes(html)).toEqual({
        lang: brand.lang,
        dir: brand.dir,
        'data-brand': id,
        'data-mode': brand.mode,
      });
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(brand.displayName);

      // And still true once the app is running.
      const root = page.locator('html');
      await expect(root).toHaveAttribute('lang', brand.lang);
      await expect(root).toHaveAttribute('dir', brand.dir);
      await expect(root).toHaveAttribute('data-brand', id);
      await expect(root).toHaveAttribute('data-mode', brand.mode);
      // The app may name the page in front of the brand ("Home | Lotus Palace"); the brand stays last.
      await expect(page).toHaveTitle(new RegExp(`(^|\\| )${escapeRegExp(brand.displayName)}$`));
      await expect(page.locator('#root')).not.toBeEmpty();
    });

    test('answers the favicon, the icons, the manifest and robots.txt', async ({ page, problems }) => {
      const brand = brandInfo(id);
      await page.goto(brandUrl(id, '/'));
      const linked = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel~="icon"], link[rel="manifest"], link[rel="apple-touch-icon"]')].map(
          (link) => link.getAttribute('href'),
        ),
      );
      expect(linked).toEqual(expect.arrayContaining(['/favicon.ico', '/icon.svg', '/manifest.webmanifest']));

      const files: [string, RegExp][] = [
        ['/favicon.ico', /^image\/x-icon/],
        ['/icon.svg', /^image\/svg\+xml/],
        ['/icon-192.png', /^image\/png/],
        ['/icon-512.png', /^image\/png/],
        ['/logo.svg', /^image\/svg\+xml/],
        ['/manifest.webmanifest', /^application\/manifest\+json/],
        ['/robots.txt', /^text\/plain/],
      ];
      for (const [path, type] of files) {
        const file = await fetchInPage(page, path);
        expect(file.status, path).toBe(200);
        expect(file.type, path).toMatch(type);
      }

      const manifest = JSON.parse((await fetchInPage(page, '/manifest.webmanifest')).text) as unknown;
      expect(manifest).toMatchObject({ name: brand.displayName, lang: brand.lang, dir: brand.dir, start_url: '/' });
      expect((await fetchInPage(page, '/robots.txt')).text).toMatch(/^User-agent: \*$/m);
      // A missing file is a real 404, not the SPA's HTML (Chromium logs the failed load as a console error).
      problems.allow(/status of 404 .*no-such-file\.png/);
      expect((await fetchInPage(page, '/no-such-file.png')).status).toBe(404);
    });

    test('sends a Content-Security-Policy and runs under it without a violation', async ({ page, problems }) => {
      const response = await page.goto(brandUrl(id, '/'));
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      // Up to here the problems fixture has seen no console error, so no violation: the app runs under the policy.
      expect(problems.list).toEqual([]);

      // The policy is really in force: an injected inline script does not run and is reported.
      problems.allow(/CSP violation: script-src|Content Security Policy/);
      const ran = await page.evaluate(async () => {
        const reported = new Promise<string>((resolve) =>
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
            once: true,
          }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true;';
        document.body.append(script);
        return { ran: '__inlineRan' in window, directive: await reported };
      });
      expect(ran).toEqual({ ran: false, directive: 'script-src-elem' });
    });
  });
}

// Once, at the default brand: routes.spec.ts opens deep addresses of every brand's build by their address (/register,
// /lottery, an unknown one), each page named in that brand's words and title.
test('answers a deep link with the SPA', async ({ page }) => {
  const response = await page.goto(brandUrl('lotus', '/rng?vassalage=PG'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  expect(htmlAttributes((await response?.text()) ?? '')['data-brand']).toBe('lotus');
  await expect(page).toHaveURL(brandUrl('lotus', '/rng?vassalage=PG'));
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('sahara is served in Arabic, right to left', async ({ page }) => {
  const response = await page.goto(brandUrl('sahara', '/'));
  expect(htmlAttributes((await response?.text()) ?? '')).toMatchObject({ lang: 'ar', dir: 'rtl' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the bare localhost serves the default brand and an unknown brand host is a 404', async ({ page, problems }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'lotus');

  problems.allow(/status of 404/);
  const unknown = await page.goto(brandUrl('no-such-brand', '/'));
  expect(unknown?.status()).toBe(404);
  expect(await unknown?.text()).toContain('No brand is served at');
});
