import { createHash } from 'node:crypto';
import { teamSlug } from '../sports/fixtures';
import { badgeColour, type VendorIcon } from './vendorIcon';

/** Where the platform serves team crests: `<prefix><slug>.svg`, same origin like the game icons. */
export const teamCrestPrefix = '/wps/media/team/';

/** Slugs a crest may be asked for: what `teamSlug` makes. */
export const teamSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+){0,7}$/;

const size = 96;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The letters on a crest: the initials of up to three words of the name (`Coral Bay Pirates` -> `CBP`). */
export function crestInitials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((word) => /^[A-Za-z]/.test(word));
  const initials = words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return initials || '?';
}

/** The outline of the shield: flat top, straight flanks, a point at the bottom. */
const shield = 'M48 6 L86 18 V46 C86 68 70 84 48 92 C26 84 10 68 10 46 V18 Z';
/** Its right half, in the team's second colour; the outline is drawn last, over both halves. */
const shieldRight = 'M48 6 L86 18 V46 C86 68 70 84 48 92 Z';

/**
 * A team's crest: a shield split into two colours of the team's own (both dark enough for white letters at 4.5:1),
 * its initials across, named by the team in `<title>`. The same team always gets the same drawing.
 */
export function teamCrest(name: string): VendorIcon {
  const letters = crestInitials(name);
  const fontSize = letters.length > 2 ? 26 : 32;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<path d="${shield}" fill="${badgeColour(`team/${name}`)}"/>` +
    `<path d="${shieldRight}" fill="${badgeColour(`${name}/team`)}"/>` +
    `<path d="${shield}" fill="none" stroke="#fff" stroke-width="3"/>` +
    `<text x="${size / 2}" y="${size * 0.48}" dominant-baseline="central" text-anchor="middle" ` +
    `font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">` +
    `${escapeXml(letters)}</text></svg>`;
  return { svg, digest: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
}

/** The URL of a team's crest, with its digest, so it may be cached for good. */
export function teamCrestUrl(name: string): string {
  return `${teamCrestPrefix}${encodeURIComponent(teamSlug(name))}.svg?v=${teamCrest(name).digest}`;
}
