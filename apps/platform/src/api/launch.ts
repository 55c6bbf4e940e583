import { endpoints } from '@lobby/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { games, merchantVendors, vendors, type Game, type MerchantVendor, type Vendor } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { gameIconUrl } from '../media/gameIcon';
import { nodeIdOf, offeredGame, recordLaunch } from './catalogue';
import { maintenanceOf } from './games';
import { offeredRoom, parseRoomId } from './pokerRooms';
import { trialType } from './memberTypes';

/** Where a launch leads: the platform's own stand-in for a vendor's game, one page per game. */
export const demoGamePrefix = '/wps/game/demo/';

/** How a game was started: for real money, as a free trial, or looked at by a visitor (FB sports). */
export type LaunchMode = 'real' | 'trial' | 'guest';

const launchModes: readonly LaunchMode[] = ['real', 'trial', 'guest'];

export function demoGameUrl(nodeId: number | 'lobby', mode: LaunchMode): string {
  return `${demoGamePrefix}${nodeId}?mode=${mode}`;
}

/** Refuses a game whose vendor is under maintenance at this site, with the window the client shows. */
function requireOpen(card: MerchantVendor, vendor: Vendor, now: Date): void {
  const window = maintenanceOf(card, now);
  if (window) throw apiErrors.vendorUnderMaintenance(vendor.displayName, window);
}

/** A free trial is only for games that offer one (`freeplay` 1). */
function requireFreeplay(game: Game): void {
  if (game.freeplay !== 1) throw apiErrors.functionNotAvailable('this game offers no free trial');
}

export function launchRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * Starts a game for the logged-in member: `launchMode` GLS by `nodeId` (or `gameId`, of `vassalage` when named, or
   * a PVP room's id as `gameId`), LOTT by `lottoGameCode` or the lottery lobby. A real-money launch needs a real
   * account and an open vendor, and puts the game at the top of the member's recent games; `accountType` 0 asks for
   * the free trial instead.
   */
  route(app, table, endpoints.launchGame, async (c, { member, merchant, query }) => {
    const { db } = c.var.platform;
    const now = new Date(c.var.platform.clock());
    const free = query.launchMode === 'GLS' && query.accountType === 0;
    if (member.type === trialType && !free) throw apiErrors.trialRestricted();

    if (query.launchMode === 'LOTT') {
      const code = query.lottoGameCode?.trim();
      if (!code || code.toLowerCase() === 'lobby' || query.lottoView === 'lobby') {
        return { gameUrl: demoGameUrl('lobby', 'real') };
      }
      const [row] = await db
        .select({ game: games, vendor: vendors, card: merchantVendors })
        .from(games)
        .innerJoin(vendors, eq(vendors.id, games.vendorId))
        .innerJoin(
          merchantVendors,
          and(
            eq(merchantVendors.vendorId, vendors.id),
            eq(merchantVendors.merchantId, merchant.id),
            eq(merchantVendors.display, true),
          ),
        )
        .where(and(eq(games.gameId, code), inArray(vendors.gameType, ['LOTT', 'ELOTT'])))
        .orderBy(asc(games.id))
        .limit(1);
      if (!row) throw apiErrors.gameNotFound();
      requireOpen(row.card, row.vendor, now);
      await recordLaunch(db, member, row.game, now);
      return { gameUrl: demoGameUrl(row.game.id, 'real') };
    }

    const nodeId = nodeIdOf(query.nodeId);
    const gameId = query.gameId === undefined ? undefined : String(query.gameId).trim();
    if (nodeId === undefined && !gameId) throw apiErrors.validation('Name the game: nodeId or gameId.', 'nodeId');
    const vendor = query.vassalage?.trim() || undefined;
    // A PVP room arrives as `gameId` (GLS2_roomList's roomId): the room's table game starts, and is the one recorded.
    const row =
      gameId && parseRoomId(gameId)
        ? await offeredRoom(db, merchant.id, gameId, vendor)
        : await offeredGame(db, merchant.id, {
            ...(nodeId === undefined ? { gameId } : { nodeId }),
            ...(vendor ? { vendor } : {}),
          });
    if (!row) throw apiErrors.gameNotFound();
    requireOpen(row.card, row.vendor, now);
    if (free) {
      requireFreeplay(row.game);
      return { content: { game_url: demoGameUrl(row.game.id, 'trial') } };
    }
    await recordLaunch(db, member, row.game, now);
    return { content: { game_url: demoGameUrl(row.game.id, 'real') } };
  });

  /** A free trial of a game that offers one; no login needed, nothing recorded. */
  route(app, table, endpoints.trialLaunch, async (c, { merchant, query }) => {
    const nodeId = nodeIdOf(query.nodeId);
    const row = nodeId === undefined ? undefined : await offeredGame(c.var.platform.db, merchant.id, { nodeId });
    if (!row || row.game.gameId !== String(query.gameId).trim()) throw apiErrors.gameNotFound();
    requireOpen(row.card, row.vendor, new Date(c.var.platform.clock()));
    requireFreeplay(row.game);
    return { content: { game_url: demoGameUrl(row.game.id, 'trial') } };
  });

  /** FB sports (`/fbSports`), open to visitors: its sportsbook, in `game_url2` as the platform answers it. */
  route(app, table, endpoints.fbSportsLaunch, async (c, { merchant }) => {
    const row = await offeredGame(c.var.platform.db, merchant.id, { vendor: 'FB' });
    if (!row) throw apiErrors.gameNotFound();
    requireOpen(row.card, row.vendor, new Date(c.var.platform.clock()));
    return { content: { game_url2: demoGameUrl(row.game.id, 'guest') } };
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const modeLabels: Record<LaunchMode, string> = { real: 'Real money', trial: 'Free trial', guest: 'Guest view' };

/** Nothing on the page may load from elsewhere or run: it is markup, one inline style and the game's icon. */
const demoPagePolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

function demoPage(title: string, subtitle: string, mode: LaunchMode, icon: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #10131a; color: #f4f6fb;
    font-family: Arial, Helvetica, sans-serif; text-align: center; }
  main { padding: 2rem; }
  img { width: 160px; height: 160px; }
  h1 { font-size: 1.75rem; margin: 1rem 0 0.25rem; }
  p { margin: 0.25rem 0; color: #c9cedb; }
</style>
</head>
<body>
<main>
${icon ? `<img src="${escapeHtml(icon)}" alt="">` : ''}
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(subtitle)}</p>
<p>${modeLabels[mode]} &middot; a demonstration game of the reference platform</p>
</main>
</body>
</html>`;
}

/**
 * The page a launch URL opens (`GET /wps/game/demo/<nodeId>?mode=real|trial|guest`): the game's name and icon, on
 * every host, like media. An unknown game is the 404 of every unknown path.
 */
export function demoGameRoutes(app: Hono<PlatformEnv>): void {
  app.all(`${demoGamePrefix}:game`, async (c) => {
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw apiErrors.methodNotAllowed(['GET', 'HEAD']);
    const requested = c.req.query('mode');
    const mode = launchModes.find((candidate) => candidate === requested) ?? 'real';
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', demoPagePolicy);
    const param = c.req.param('game');
    if (param === 'lobby') return c.html(demoPage('Lottery lobby', 'Every draw of the site', mode, undefined));
    const nodeId = nodeIdOf(param);
    const [row] =
      nodeId === undefined
        ? []
        : await c.var.platform.db
            .select({ game: games, vendor: vendors })
            .from(games)
            .innerJoin(vendors, eq(vendors.id, games.vendorId))
            .where(eq(games.id, nodeId));
    if (!row) throw apiErrors.notFound(c.req.method, path);
    const { game, vendor } = row;
    return c.html(
      demoPage(
        game.name,
        `${vendor.displayName} · ${vendor.gameType}`,
        mode,
        gameIconUrl(vendor.code, game.gameId, game.name),
      ),
    );
  });
}
