import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bannerDrawings } from '../db/schema';
import { hashString } from '../lib/random';
import { contrastWithWhite, hslToRgb, type VendorIcon } from './vendorIcon';

/** Where the platform serves banner art: `<prefix><slug>.svg`, same origin like the game icons. */
export const bannerArtPrefix = '/wps/media/banner/';

/** Slugs art may be asked for: what `artSlug` makes. */
export const bannerSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+){0,7}$/;

export const bannerWidth = 1200;
export const bannerHeight = 400;

/** Room kept clear on either side of the words, for the carousel's arrows. */
const sidePadding = 96;
export const textWidth = bannerWidth - 2 * sidePadding;

/** Font sizes tried, largest first: the largest at which the title fits on two lines wins, then on three. */
const fontSizes = [88, 80, 72, 64, 58, 52, 46, 40] as const;
const smallest = fontSizes[fontSizes.length - 1] ?? 40;
const lineHeight = 1.3;
const maxLines = 3;

/**
 * The fonts Chromium finds for the seeded languages on the project's machines: Latin and Vietnamese, Thai, Arabic,
 * Chinese. An image document cannot load web fonts, so these are system fonts, with the generic family last.
 */
export const bannerFontFamily = "'Noto Sans', 'Noto Sans Thai', 'Noto Sans Arabic', 'Noto Sans CJK SC', sans-serif";

/** The white shape over the top-right corner and how opaque it is: the text may cross it. */
export const overlayOpacity = 0.08;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A colour as seen through the white overlay (alpha compositing in sRGB, as browsers blend). */
export function underOverlay(rgb: readonly [number, number, number]): [number, number, number] {
  const [r, g, b] = rgb.map((value) => Math.round(value + (255 - value) * overlayOpacity));
  return [r ?? 0, g ?? 0, b ?? 0];
}

const hex = (rgb: readonly number[]) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/**
 * A colour of the gradient: hue from the seed, then as light as white text allows at 4.5:1 or more even under the
 * white overlay. Any colour between two such stops, overlaid or not, is at least as dark as the lighter of them
 * (gradient and overlay mix sRGB values, in which linear light is convex), so the whole background keeps the contrast.
 */
function stopColour(hue: number, saturation: number): string {
  let lightness = 46;
  let rgb = hslToRgb(hue, saturation, lightness);
  while (contrastWithWhite(underOverlay(rgb)) < 4.5 && lightness > 8) {
    lightness -= 1;
    rgb = hslToRgb(hue, saturation, lightness);
  }
  return hex(rgb);
}

/** The two gradient stops of a title: hues 40-110 degrees apart, from the title's hash. */
export function bannerColours(title: string): [string, string] {
  const hash = hashString(`banner/${title}`);
  const hue = hash % 360;
  const turn = 40 + ((hash >>> 9) % 71);
  const saturation = 55 + ((hash >>> 17) % 25);
  return [stopColour(hue, saturation), stopColour((hue + turn) % 360, saturation)];
}

// Advance widths in ems, measured against Chromium's Noto Sans Bold, Thai and Arabic and rounded up, so that an
// estimate errs towards a smaller font rather than a line running off the banner.
const narrow = new Set("iljI.,:;!|'’");
const semiNarrow = new Set('tfrJ()[]-/ ');
const wide = new Set('mwMW%@');
const wideScripts =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]/u;
const combining = /\p{M}/u;

function advance(char: string): number {
  if (combining.test(char)) return 0;
  if (wideScripts.test(char)) return 1.02;
  if (narrow.has(char)) return 0.34;
  if (semiNarrow.has(char)) return 0.48;
  if (wide.has(char)) return 0.98;
  if (/\p{Script=Thai}/u.test(char)) return 0.68;
  if (/\p{Script=Arabic}/u.test(char)) return 0.64;
  if (/[A-Z0-9]/.test(char) || /\p{Lu}/u.test(char)) return 0.76;
  // Vietnamese letters with a horn or a bar (ư, ơ, đ) are wider than their plain forms.
  if ((char.codePointAt(0) ?? 0) > 0x7f) return 0.72;
  return 0.66;
}

/** The estimated width of a line in ems. */
export function emWidth(text: string): number {
  let width = 0;
  for (const char of text) width += advance(char);
  return width;
}

/**
 * The words of a run with no space in it, for a run too long for a line: an unspaced script (Thai) has words the
 * segmenter finds; punctuation stays with the word before it, so `100%` never starts a line.
 */
function wordsOf(run: string, lang: string): string[] {
  const words: string[] = [];
  for (const part of new Intl.Segmenter(lang, { granularity: 'word' }).segment(run)) {
    const last = words.length - 1;
    if (!part.isWordLike && last >= 0) words[last] += part.segment;
    else words.push(part.segment);
  }
  return words;
}

function graphemesOf(text: string): string[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
}

/**
 * Greedy wrapping into lines at most `maxEm` wide, breaking at spaces; a run too long for a line of its own is broken
 * between its words (Thai writes phrases without spaces), and a word too long between graphemes.
 */
function wrap(text: string, lang: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (piece: string) => {
    if (emWidth(line + piece) <= maxEm || !line.trim()) {
      line += piece;
      return;
    }
    lines.push(line.trim());
    line = piece.trimStart();
  };
  for (const run of text.split(/(?<= )/)) {
    if (emWidth(run.trimEnd()) <= maxEm) {
      push(run);
      continue;
    }
    for (const word of wordsOf(run, lang)) {
      if (emWidth(word.trimEnd()) <= maxEm) push(word);
      else for (const grapheme of graphemesOf(word)) push(grapheme);
    }
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/** The last line shortened to fit with an ellipsis after it, for a title too long even at the smallest size. */
function shorten(line: string, maxEm: number): string {
  const graphemes = graphemesOf(line);
  while (graphemes.length && emWidth(`${graphemes.join('').trimEnd()}…`) > maxEm) graphemes.pop();
  return `${graphemes.join('').trimEnd()}…`;
}

export interface TitleLayout {
  fontSize: number;
  lines: string[];
}

/** The title's lines and font size: the largest size at which it fits on two lines, else on three, else cut short. */
export function layOutTitle(title: string, lang: string): TitleLayout {
  const words = title.replace(/\s+/g, ' ').trim() || ' ';
  for (const lineLimit of [2, maxLines]) {
    for (const fontSize of fontSizes) {
      const lines = wrap(words, lang, textWidth / fontSize);
      if (lines.length <= lineLimit) return { fontSize, lines };
    }
  }
  const maxEm = textWidth / smallest;
  const lines = wrap(words, lang, maxEm).slice(0, maxLines);
  lines[maxLines - 1] = shorten(lines[maxLines - 1] ?? '', maxEm);
  return { fontSize: smallest, lines };
}

const rtlLanguages = new Set(['ar', 'fa', 'ur', 'he']);

/**
 * A banner drawn from its title: a diagonal gradient of two colours of the title's own, a soft shape in two corners,
 * the title in large bold white letters (wrapped, or smaller, to fit) and a short bar under it, named by the title.
 * `lang` is the title's language (BCP 47 or the platform's code): it picks line breaks, font and direction. The same
 * title always gets the same drawing.
 */
export function bannerArt({ title, lang }: { title: string; lang: string }): VendorIcon {
  // A tag that is no language tag reads as undetermined rather than failing the segmenter or reaching the markup.
  const language = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/.test(lang.toLowerCase()) ? lang.toLowerCase() : 'und';
  const [from, to] = bannerColours(title);
  const { fontSize, lines } = layOutTitle(title, language);
  const step = Math.round(fontSize * lineHeight);
  // The block of lines sits a little above the middle, leaving room for the bar and the carousel's dots.
  const firstY = Math.round(bannerHeight / 2 - 14 - ((lines.length - 1) * step) / 2);
  // Below the last line's descenders and the marks Thai and Vietnamese set under letters.
  const barY = firstY + (lines.length - 1) * step + Math.round(fontSize * 0.72) + 14;
  const direction = rtlLanguages.has(language) ? ' direction="rtl"' : '';
  const tspans = lines
    .map((line, index) => `<tspan x="${bannerWidth / 2}" y="${firstY + index * step}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${bannerWidth}" height="${bannerHeight}" ` +
    `viewBox="0 0 ${bannerWidth} ${bannerHeight}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${bannerWidth}" height="${bannerHeight}" fill="url(#g)"/>` +
    `<circle cx="${bannerWidth - 110}" cy="30" r="270" fill="#fff" fill-opacity="${overlayOpacity}"/>` +
    `<circle cx="130" cy="${bannerHeight + 20}" r="190" fill="#000" fill-opacity="0.14"/>` +
    `<text lang="${language}"${direction} text-anchor="middle" dominant-baseline="central" ` +
    `font-family="${bannerFontFamily}" font-size="${fontSize}" font-weight="700" fill="#fff">${tspans}</text>` +
    `<rect x="${bannerWidth / 2 - 48}" y="${barY}" width="96" height="8" rx="4" fill="#fff" fill-opacity="0.85"/>` +
    `</svg>`;
  return { svg, digest: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
}

/** The words of a drawing and the language they are in (the platform's code or BCP 47). */
export interface ArtText {
  title: string;
  lang: string;
}

// Every announcements answer names the art of each banner by its digest: each drawing is made once per process. The
// words come from the stored drawings, so the map grows with that table, not with what callers ask for.
const drawn = new Map<string, VendorIcon>();

/** The drawing of these words, made once. */
export function drawnBannerArt(text: ArtText): VendorIcon {
  const key = `${text.lang}\n${text.title}`;
  let art = drawn.get(key);
  if (!art) {
    art = bannerArt(text);
    drawn.set(key, art);
  }
  return art;
}

/** The URL of a drawing, with its digest, so it may be cached for good. */
export function bannerArtUrl(slug: string, text: ArtText): string {
  return `${bannerArtPrefix}${slug}.svg?v=${drawnBannerArt(text).digest}`;
}

/** The stored words of the drawings among `slugs` (any other slug is left out), by slug. */
export async function artTextsOf(db: Database, slugs: readonly string[]): Promise<Map<string, ArtText>> {
  const wanted = [...new Set(slugs.filter((slug) => bannerSlugPattern.test(slug)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ slug: bannerDrawings.slug, title: bannerDrawings.title, lang: bannerDrawings.lang })
    .from(bannerDrawings)
    .where(inArray(bannerDrawings.slug, wanted));
  return new Map(rows.map(({ slug, title, lang }) => [slug, { title, lang }]));
}

const storedArtUrl = new RegExp(`^${bannerArtPrefix}([a-z0-9-]+)\\.svg(?:\\?v=[0-9a-f]*)?$`);

/** The slug of the platform's own drawing an image URL names, or undefined for any other URL. */
export function artSlugOf(url: string): string | undefined {
  return storedArtUrl.exec(url)?.[1];
}

/**
 * An image URL as stored, with the digest of today's drawing where it is the platform's own art (`texts`: the stored
 * drawings it may name, from artTextsOf): a database seeded before the drawing changed then still names the new
 * drawing by a new URL. Other URLs are answered as stored.
 */
export function currentImageUrl(url: string, texts: ReadonlyMap<string, ArtText>): string {
  const slug = artSlugOf(url);
  const text = slug === undefined ? undefined : texts.get(slug);
  return slug !== undefined && text !== undefined ? bannerArtUrl(slug, text) : url;
}
