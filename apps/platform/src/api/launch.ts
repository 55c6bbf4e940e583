import { endpoints } from '@lobby/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { parseRoomId } from '../catalogue/tableGames';
import {
  games,
  merchantVendors,
  vendors,
  type Game,
  type Member,
  type Merchant,
  type MerchantVendor,
  type Vendor,
} from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { issueGameTicket, liveSessionId } from '../security/gameTickets';
import { tokenOf } from '../security/sessions';
import { stakesFor } from '../wallet/money';
import { balanceOf } from '../wallet/wallets';
import { nodeIdOf, offeredGame, recordLaunch } from './catalogue';
import { maintenanceOf } from './games';
import { offeredRoom } from './pokerRooms';
import { trialType } from './memberTypes';

/** Where a launch leads: the platform's own stand-in for a vendor's game, one page per game. */
export const demoGamePrefix = '/wps/game/demo/';

/** How a game was started: for real money, as a free trial, or looked at by a visitor (FB sports). */
export type LaunchMode = 'real' | 'trial' | 'guest';

/** The demo page of a game; a real-money game's carries the launch's ticket (never the session token). */
export function demoGameUrl(nodeId: number | 'lobby', mode: LaunchMode, ticket?: string): string {
  return `${demoGamePrefix}${nodeId}?mode=${mode}${ticket === undefined ? '' : `&ticket=${ticket}`}`;
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

/**
 * Starts `game` for real money: refused while the balance cannot cover the game's smallest stake (the client then
 * offers a deposit); otherwise put first among the member's recent games, and answered with the game page's URL and a
 * new ticket bound to the member, the merchant, the game and the session that launched it.
 */
async function realLaunch(
  c: Context<PlatformEnv>,
  member: Member,
  merchant: Merchant,
  game: Game,
  now: Date,
): Promise<string> {
  const { db } = c.var.platform;
  const { balance } = await balanceOf(db, member.id);
  const smallest = Math.min(...stakesFor(merchant.currency, game.minBet));
  if (balance < smallest) throw apiErrors.balanceNotEnough();
  const token = tokenOf(c);
  const sessionId = token === undefined ? undefined : await liveSessionId(db, token, now);
  if (sessionId === undefined) throw apiErrors.sessionEnded();
  await recordLaunch(db, member, game, now);
  const { ticket } = await issueGameTicket(db, {
    memberId: member.id,
    merchantId: merchant.id,
    sessionId,
    gameId: game.id,
    now,
  });
  return demoGameUrl(game.id, 'real', ticket);
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
      return { gameUrl: await realLaunch(c, member, merchant, row.game, now) };
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
    return { content: { game_url: await realLaunch(c, member, merchant, row.game, now) } };
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
