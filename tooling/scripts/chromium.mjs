import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium: `CHROME_PATH` when set, else the first Debian location found. Browsers are never downloaded. */
export function chromiumPath() {
  const path = process.env.CHROME_PATH ?? candidates.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new Error(
      `No Chromium found (tried ${process.env.CHROME_PATH ?? candidates.join(', ')}). Install it (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  return path;
}

/** Flags that keep a headless Chromium quiet and offline, and let it run as root in containers. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/**
 * Launches the system Chromium with a throw-away profile. `close()` also removes the profile.
 * @param {import('playwright').BrowserContextOptions} [options]
 */
export async function launchChromium(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'lobby-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
