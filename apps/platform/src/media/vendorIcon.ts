import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { remembered } from '../lib/remembered';
import { vendors } from '../db/schema';
import { hashString } from '../lib/random';

/** Where the platform serves vendor icons: same origin, so the sites' `img-src 'self'` covers them. */
export const vendorIconPrefix = '/wps/media/vendor/';

/** Codes an icon may be asked for: what vendor codes are made of. */
export const vendorCodePattern = /^[A-Za-z0-9_]{1,32}$/;

const size = 96;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The letters on the badge: the code itself when short (`PG`, `FUNTA`), else the initials of its parts with a short
 * last part kept whole (`TCG_LOTTO_VN` -> `LVN`). The platform's own `TCG_` prefix says nothing and is dropped.
 */
export function badgeLetters(code: string): string {
  const parts = code.toUpperCase().split('_').filter(Boolean);
  if (parts.length > 1 && parts[0] === 'TCG') parts.shift();
  if (parts.length === 1) return (parts[0] ?? '').slice(0, 5);
  const last = parts.at(-1) ?? '';
  const initials = parts.slice(0, -1).map((part) => part.charAt(0));
  return [...initials, last.length <= 2 ? last : last.charAt(0)].join('').slice(0, 5);
}

export function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of white against an sRGB colour. */
export const contrastWithWhite = (rgb: readonly [number, number, number]) => 1.05 / (relativeLuminance(rgb) + 0.05);

const hex = (rgb: readonly number[]) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/**
 * The badge colour of a code: hue and saturation from the code's hash, then as light as white letters allow at a
 * contrast of 4.5:1 or more (WCAG AA for text), so no two vendors need a hand-picked palette.
 */
export function badgeColour(code: string): string {
  const hash = hashString(code);
  const hue = hash % 360;
  const saturation = 50 + ((hash >>> 9) % 30);
  let rgb = hslToRgb(hue, saturation, 46);
  for (let lightness = 45; contrastWithWhite(rgb) < 4.5 && lightness >= 10; lightness -= 1) {
    rgb = hslToRgb(hue, saturation, lightness);
  }
  return hex(rgb);
}

export interface VendorIcon {
  svg: string;
  /** Short digest of the SVG: the version in its URL and its ETag. */
  digest: string;
}

/** A square badge: the code's letters in white on the code's colour, named by `title` (the vendor's name). */
export function vendorIcon(code: string, title: string): VendorIcon {
  const letters = badgeLetters(code);
  const fontSize = [44, 44, 40, 32, 26, 21][letters.length] ?? 21;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${size}" height="${size}" rx="20" fill="${badgeColour(code)}"/>` +
    `<circle cx="${size - 8}" cy="8" r="${size / 2.4}" fill="#fff" fill-opacity="0.12"/>` +
    `<text x="${size / 2}" y="${size / 2}" dominant-baseline="central" text-anchor="middle" ` +
    `font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">` +
    `${escapeXml(letters)}</text></svg>`;
  return { svg, digest: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
}

/**
 * The URL of a vendor's icon. It carries the icon's digest, so the icon may be cached for good: a changed name or
 * drawing gives another URL.
 */
export function vendorIconUrl(code: string, title: string): string {
  return vendorIconUrlOf(JSON.stringify([code, title]));
}

/** The icon URLs of every vendor code and title, by both: each list of lanes carries one per card. */
const vendorIconUrlOf = remembered(10_000, (key) => {
  const [code = '', title = ''] = JSON.parse(key) as string[];
  return `${vendorIconPrefix}${encodeURIComponent(code)}.svg?v=${vendorIcon(code, title).digest}`;
});

/**
 * The name each code's icon carries: the display name of the code's first vendor row, so a code offered in several
 * lanes (JL in RNG, FISH and PVP) has one icon.
 */
export async function iconTitles(db: Database, codes?: readonly string[]): Promise<Map<string, string>> {
  if (codes?.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([vendors.code], { code: vendors.code, displayName: vendors.displayName })
    .from(vendors)
    .where(codes ? inArray(vendors.code, [...codes]) : undefined)
    .orderBy(asc(vendors.code), asc(vendors.id));
  return new Map(rows.map((row) => [row.code, row.displayName]));
}

/** The icon title of one code, or undefined for a code no vendor has. */
export async function iconTitleOf(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ displayName: vendors.displayName })
    .from(vendors)
    .where(eq(vendors.code, code))
    .orderBy(asc(vendors.id))
    .limit(1);
  return row?.displayName;
}
