import type { Context, Hono } from 'hono';
import { countries } from '../geo/countries';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { avatarDrawing, avatarPrefix, isAvatar } from '../media/avatar';
import { artTextsOf, bannerArtPrefix, drawnBannerArt } from '../media/bannerArt';
import { isRewardPicture, rewardPicture, rewardPicturePrefix } from '../media/rewardPicture';
import { gameCodePattern, gameIcon, gameIconPrefix, gameNameOf } from '../media/gameIcon';
import { teamCrest, teamCrestPrefix, teamSlugPattern } from '../media/teamCrest';
import { iconTitleOf, vendorCodePattern, vendorIcon, vendorIconPrefix, type VendorIcon } from '../media/vendorIcon';
import { teamOfSlug } from '../sports/leagues';

/** Where the country-code picker finds a country's flag (`{countryCode}.svg`, spec 1 §3). */
export const flagPrefix = '/wps/media/flag/';
/** A flag's URL carries no digest: cached for a day. */
const flagCacheControl = 'public, max-age=86400';
const countryCodes = new Set(countries.map((country) => country.countryCode));

/** An icon URL carries its digest (`?v=`), so the answer never changes under it: cached for a year. */
export const iconCacheControl = 'public, max-age=31536000, immutable';

/**
 * Drawn SVG of an image-only document: nothing in it may load or run, even when opened on its own rather than
 * through an <img>.
 */
const iconSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Answers a drawn SVG with its ETag (a 304 to a matching revalidation) and the headers that keep it inert. */
function sendDrawing(c: Context<PlatformEnv>, drawing: VendorIcon, cacheControl: string) {
  const etag = `"${drawing.digest}"`;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', iconSecurityPolicy);
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  return c.body(drawing.svg);
}

/**
 * Media the platform draws itself, on every host: `GET /wps/media/vendor/<CODE>.svg`, a badge per vendor code of the
 * catalogue, and `GET /wps/media/flag/<CC>.svg`, a badge per country of the dialing-code list (its ISO letters: the
 * platform ships no national flag artwork), `GET /wps/media/game/<CODE>/<gameId>.svg`, a tile per game of the
 * catalogue, `GET /wps/media/team/<slug>.svg`, a crest per team of the hot matches, and
 * `GET /wps/media/banner/<slug>.svg`, the art of each seeded banner and promotion title, and
 * `GET /wps/media/avatar/<n>.svg`, the avatars a member chooses from (`default.svg` before a choice), and
 * `GET /wps/media/reward/<name>.svg`, the pictures of the points mall's rewards. Media belong to no merchant,
 * so no merchant is resolved; an unknown code is a 404 like an unknown call.
 */
export function mediaRoutes(app: Hono<PlatformEnv>): void {
  app.all(`${flagPrefix}:file`, (c) => {
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw apiErrors.methodNotAllowed(['GET', 'HEAD']);
    const file = c.req.param('file');
    const code = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!countryCodes.has(code)) throw apiErrors.notFound(c.req.method, path);
    return sendDrawing(c, vendorIcon(code, code), flagCacheControl);
  });

  app.all(`${vendorIconPrefix}:file`, async (c) => {
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw apiErrors.methodNotAllowed(['GET', 'HEAD']);
    const file = c.req.param('file');
    const code = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!vendorCodePattern.test(code)) throw apiErrors.notFound(c.req.method, path);
    const title = await iconTitleOf(c.var.platform.db, code);
    if (title === undefined) throw apiErrors.notFound(c.req.method, path);

    return sendDrawing(c, vendorIcon(code, title), iconCacheControl);
  });

  app.all(`${gameIconPrefix}:vendor/:file`, async (c) => {
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw apiErrors.methodNotAllowed(['GET', 'HEAD']);
    const vendor = c.req.param('vendor');
    const file = c.req.param('file');
    const gameId = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!vendorCodePattern.test(vendor) || !gameCodePattern.test(gameId)) throw apiErrors.notFound(c.req.method, path);
    const name = await gameNameOf(c.var.platform.db, vendor, gameId);
    if (name === undefined) throw apiErrors.notFound(c.req.method, path);
    return sendDrawing(c, gameIcon(vendor, gameId, name), iconCacheControl);
  });

  app.all(`${teamCrestPrefix}:file`, async (c) => {
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw apiErrors.methodNotAllowed(['GET', 'HEAD']);
    const file = c.req.param('file');
    const slug = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    const team = teamSlugPattern.test(slug) ? await teamOfSlug(c.var.platform.db, slug) : undefined;
    if (team === undefined) throw apiErrors.notFound(c.req.method, path);
    return sendDrawing(c, teamCrest(team), iconCacheControl);
  });

  app.all(`${bannerArtPrefix}:file`, async (c) => {
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw apiErrors.methodNotAllowed(['GET', 'HEAD']);
    const file = c.req.param('file');
    const slug = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    const text = (await artTextsOf(c.var.platform.db, [slug])).get(slug);
    if (text === undefined) throw apiErrors.notFound(c.req.method, path);
    return sendDrawing(c, drawnBannerArt(text), iconCacheControl);
  });

  // The avatars' URLs carry no digest (the member centre names them by index): cached for a day, like the flags.
  app.all(`${avatarPrefix}:file`, (c) => {
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw apiErrors.methodNotAllowed(['GET', 'HEAD']);
    const file = c.req.param('file');
    const icon = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!isAvatar(icon)) throw apiErrors.notFound(c.req.method, path);
    return sendDrawing(c, avatarDrawing(icon), flagCacheControl);
  });

  // The points mall's reward pictures: named, not numbered, and never changed under their name: cached for a day.
  app.all(`${rewardPicturePrefix}:file`, (c) => {
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw apiErrors.methodNotAllowed(['GET', 'HEAD']);
    const file = c.req.param('file');
    const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!isRewardPicture(name)) throw apiErrors.notFound(c.req.method, path);
    return sendDrawing(c, rewardPicture(name), flagCacheControl);
  });
}
