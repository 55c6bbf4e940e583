// Renders a brand's assets/icon.svg to the PNG app icons and the favicon.ico its build serves.
// Usage: pnpm brand:icons <id>   (run again after changing icon.svg)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** An .ico holding one PNG image (supported by every current browser). */
export function pngToIco(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** Writes icon-192.png, icon-512.png and favicon.ico next to the icon.svg in `assets`. */
export async function renderBrandIcons(assets) {
  const svg = readFileSync(join(assets, 'icon.svg'), 'utf8');
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    const render = async (size) => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
      );
      return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    };
    writeFileSync(join(assets, 'icon-192.png'), await render(192));
    writeFileSync(join(assets, 'icon-512.png'), await render(512));
    writeFileSync(join(assets, 'favicon.ico'), pngToIco(await render(32), 32));
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ids = process.argv.slice(2);
  if (ids.length === 0) {
    console.error('Usage: pnpm brand:icons <brand-id> [...]');
    process.exit(1);
  }
  for (const id of ids) {
    await renderBrandIcons(join(root, 'brands', id, 'assets'));
    console.log(`brands/${id}/assets: icon-192.png, icon-512.png, favicon.ico`);
  }
}
