import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { games, vendors } from '../db/schema';
import { remembered } from '../lib/remembered';
import { badgeColour, type VendorIcon } from './vendorIcon';

/** Where the platform serves game icons: `<prefix><vendor>/<gameId>.svg`, same origin like the vendor icons. */
export const gameIconPrefix = '/wps/media/game/';

/** Game codes an icon may be asked for: what the catalogue's codes are made of. */
export const gameCodePattern = /^[A-Za-z0-9_]{1,40}$/;

const size = 160;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The letters on the tile: the initials of the name's first two words (`Golden Dragon` -> `GD`), or `Ru` for `Rummy`. */
export function gameInitials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((word) => /^[A-Za-z]/.test(word));
  const [first, second] = words;
  if (!first) return '?';
  if (!second) return `${first.charAt(0).toUpperCase()}${first.charAt(1).toLowerCase()}`;
  return `${first.charAt(0)}${second.charAt(0)}`.toUpperCase();
}

/**
 * A game's tile: the name's initials in white over a diagonal blend of two colours of the game's own (both dark
 * enough for white text at 4.5:1), the vendor code below, named by the game's name. The same game always gets the
 * same drawing.
 */
export function gameIcon(vendor: string, gameId: string, name: string): VendorIcon {
  const from = badgeColour(`${vendor}/${gameId}`);
  const to = badgeColour(`${gameId}/${vendor}/${name}`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" rx="24" fill="url(#g)"/>` +
    `<circle cx="${size * 0.82}" cy="${size * 0.18}" r="${size * 0.36}" fill="#fff" fill-opacity="0.1"/>` +
    `<text x="${size / 2}" y="${size * 0.46}" dominant-baseline="central" text-anchor="middle" ` +
    `font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#fff">` +
    `${escapeXml(gameInitials(name))}</text>` +
    `<text x="${size / 2}" y="${size * 0.84}" dominant-baseline="central" text-anchor="middle" ` +
    `font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#fff" fill-opacity="0.9">` +
    `${escapeXml(vendor)}</text></svg>`;
  return { svg, digest: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
}

/** The icon URLs of more games than the catalogue has, by vendor, code and name: every list carries one per game. */
const iconUrlOf = remembered(50_000, (key) => {
  const [vendor = '', gameId = '', name = ''] = JSON.parse(key) as string[];
  return `${gameIconPrefix}${encodeURIComponent(vendor)}/${encodeURIComponent(gameId)}.svg?v=${
    gameIcon(vendor, gameId, name).digest
  }`;
});

/** The URL of a game's icon, with its digest, so it may be cached for good. */
export function gameIconUrl(vendor: string, gameId: string, name: string): string {
  return iconUrlOf(JSON.stringify([vendor, gameId, name]));
}

/** The name of a vendor code's game, or undefined when the catalogue has no such game. */
export async function gameNameOf(db: Database, vendor: string, gameId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: games.name })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(and(eq(vendors.code, vendor), eq(games.gameId, gameId)))
    .limit(1);
  return row?.name;
}
