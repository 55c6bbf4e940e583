import { endpoints, type WireValueOf } from '@lobby/contract';
import { and, asc, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { lotteryFormats, lotteryPlaces } from '../catalogue/lotteryNames';
import type { Database } from '../db/client';
import {
  gameTypes,
  games,
  merchantVendors,
  recentGames,
  vendors,
  type Game,
  type MerchantVendor,
  type Vendor,
} from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { hashString } from '../lib/random';
import { gameIconUrl } from '../media/gameIcon';
import { offeredAt } from './catalogue';
import { maintenanceOf } from './games';

/** The prize modes of contract §2.10; a menu asked without one is LOTT's. */
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];

/** The lanes whose games start with `launchGame` LOTT and so may appear in a lottery menu. */
const lotteryLanes = ['LOTT', 'ELOTT'];

/** The lotteries with a page of their own (spec 2 §4): VN's menus, and the SEA prize mode. */
export const vnLotteryVendor = 'TCG_LOTTO_VN';
export const seaLotteryVendor = 'TCG_SEA';

/** How many games a recent lottery list holds: the top of the menu, not a history. */
export const recentLotteryLimit = 10;

/** The prize mode a call names (any case), LOTT when it names none; another word is a 400 naming the field. */
export function prizeModeOf(sent: string | undefined): PrizeMode {
  const mode = sent?.trim().toUpperCase();
  if (!mode) return 'LOTT';
  const known = prizeModes.find((candidate) => candidate === mode);
  if (!known) throw apiErrors.validation(`prizeMode must be one of ${prizeModes.join(', ')}.`, 'prizeMode');
  return known;
}

/**
 * The games a prize mode's menu lists. Each lottery vendor belongs to one page: VN to its own menus, TCG_SEA to SEA,
 * the rest of the LOTT lane to LOTT (and ZY, another payout of the same draws). ELOTT is what the client asks where
 * the LOTT vendor sits in the ELOTT lane or where LOTT counts as ELOTT (the second language): the player expects the
 * LOTT games there too, so it lists the ELOTT lane's games (less SEA's) and the LOTT lane's (less VN's).
 */
function menuCondition(mode: PrizeMode): SQL | undefined {
  const lott = and(eq(vendors.gameType, 'LOTT'), ne(vendors.code, vnLotteryVendor));
  switch (mode) {
    case 'SEA':
      return and(inArray(vendors.gameType, lotteryLanes), eq(vendors.code, seaLotteryVendor));
    case 'ELOTT':
      return or(and(eq(vendors.gameType, 'ELOTT'), ne(vendors.code, seaLotteryVendor)), lott);
    case 'LOTT':
    case 'ZY':
      return lott;
  }
}

const vnCondition = and(inArray(vendors.gameType, lotteryLanes), eq(vendors.code, vnLotteryVendor));

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** What a lottery game's name tells: where it draws, its format, and how often (the seed's names say it). */
export interface LotteryTraits {
  place: string | undefined;
  /** The menu's tag: the format in capitals without spaces (`Fast 3` -> `FAST3`); null for a name of no format. */
  groupCode: string | null;
  /** Time between two draws: the minutes the name gives (`Ha Noi Keno 5 Minutes`), else a daily draw. */
  intervalMs: number;
}

export function lotteryTraitsOf(name: string): LotteryTraits {
  const place = lotteryPlaces.find((candidate) => name.startsWith(`${candidate} `));
  const rest = place ? name.slice(place.length + 1) : name;
  const format = lotteryFormats.find((candidate) => rest.startsWith(candidate));
  const pace = /\b(\d{1,3}) Minutes?\b/.exec(rest);
  const minutes = pace ? Number(pace[1]) : 0;
  return {
    place,
    groupCode: format ? format.toUpperCase().replace(/[^A-Z0-9]/g, '') : null,
    intervalMs: minutes > 0 ? minutes * minuteMs : dayMs,
  };
}

/**
 * The first draw strictly after `now` (epoch ms) of a game drawing every `intervalMs`. Fast games draw on the minute
 * boundaries of their interval; a daily draw falls on a quarter hour of its own, from the game code's hash, so that
 * not every daily lottery draws at midnight. Only the clock moves it: the same instant gives the same answer.
 */
export function nextDrawTime(gameCode: string, intervalMs: number, now: number): number {
  const step = Math.min(intervalMs, 15 * minuteMs);
  const offset = (hashString(`draw-${gameCode}`) % Math.max(1, Math.floor(intervalMs / step))) * step;
  return offset + (Math.floor((now - offset) / intervalMs) + 1) * intervalMs;
}

/** The regions of the VN menus, in the order they are answered; the client names them. */
export const vnRegions = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export type VnRegion = (typeof vnRegions)[number];

const regionOfPlace: Record<string, VnRegion> = {
  'Ha Noi': 'NORTH',
  'Da Nang': 'CENTRAL',
  'Ho Chi Minh': 'SOUTH',
  Mekong: 'SOUTH',
};

/** A VN game's region: its city's, or for a draw named after no Vietnamese city one from its code's hash. */
export function vnRegionOf(name: string, gameCode: string): VnRegion {
  const place = lotteryTraitsOf(name).place;
  const known = place === undefined ? undefined : regionOfPlace[place];
  return known ?? vnRegions[hashString(`region-${gameCode}`) % vnRegions.length] ?? 'NORTH';
}

type MenuRow = { game: Game; vendor: Vendor; card: MerchantVendor };
type MenuGame = WireValueOf<'lotteryGameMenus'>[number];

/**
 * A game of a lottery menu: what the client reads (`gameCode` for `launchGame` LOTT, name, tag, next draw), plus what
 * the catalogue's lists carry about it (node id, icon, the vendor's maintenance window: a menu lists a vendor under
 * maintenance like every list, and the launch says so). VN menus leave the vendor out: the client tags them itself.
 */
function menuGameOf({ game, vendor, card }: MenuRow, mode: PrizeMode, now: Date, vn: boolean): MenuGame {
  const traits = lotteryTraitsOf(game.name);
  return {
    gameCode: game.gameId,
    gameName: game.name,
    gameGroupCode: traits.groupCode,
    ...(vn ? {} : { accountTypeName: vendor.code, vassalage: vendor.code }),
    gameType: vendor.gameType,
    prizeMode: mode,
    nextDrawTime: nextDrawTime(game.gameId, traits.intervalMs, now.getTime()),
    nodeId: game.id,
    iconUrl: gameIconUrl(vendor.code, game.gameId, game.name),
    maintenance: maintenanceOf(card, now),
  };
}

/** The merchant's games matching `where` (of shown cards only), in lane, card and game order. */
function menuRows(db: Database, merchantId: number, where: SQL | undefined): Promise<MenuRow[]> {
  return db
    .select({ game: games, vendor: vendors, card: merchantVendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, offeredAt(merchantId))
    .innerJoin(gameTypes, eq(gameTypes.code, vendors.gameType))
    .where(where)
    .orderBy(asc(gameTypes.sort), asc(merchantVendors.sort), asc(games.sort), asc(games.id));
}

/** The member's launched games matching `where` that are still offered here, the latest launch first. */
function recentRows(db: Database, merchantId: number, memberId: number, where: SQL | undefined): Promise<MenuRow[]> {
  return db
    .select({ game: games, vendor: vendors, card: merchantVendors })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, offeredAt(merchantId))
    .where(and(eq(recentGames.memberId, memberId), where))
    .orderBy(desc(recentGames.playedAt), asc(games.id))
    .limit(recentLotteryLimit);
}

export function lotteryRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /** The lottery menu of a prize mode; the client groups it by `gameGroupCode` in the order given. */
  route(app, table, endpoints.lotteryGameMenus, async (c, { merchant, query }) => {
    const mode = prizeModeOf(query.prizeMode);
    const now = new Date(c.var.platform.clock());
    const rows = await menuRows(c.var.platform.db, merchant.id, menuCondition(mode));
    return rows.map((row) => menuGameOf(row, mode, now, false));
  });

  /** The member's recently launched games of that menu, newest first. */
  route(app, table, endpoints.lotteryRecentMenus, async (c, { merchant, member, query }) => {
    const mode = prizeModeOf(query.prizeMode);
    const now = new Date(c.var.platform.clock());
    const rows = await recentRows(c.var.platform.db, merchant.id, member.id, menuCondition(mode));
    return rows.map((row) => menuGameOf(row, mode, now, false));
  });

  /**
   * The VN menus: the VN lottery's games by region (NORTH, CENTRAL, SOUTH; a region without games left out), in any
   * prize mode (the client asks in its /lottery mode, LOTT or ELOTT). `device` is accepted: menus are the same on
   * every device.
   */
  route(app, table, endpoints.vnLotteryMenus, async (c, { merchant, query }) => {
    const mode = prizeModeOf(query.prizeMode);
    const now = new Date(c.var.platform.clock());
    const rows = await menuRows(c.var.platform.db, merchant.id, vnCondition);
    const menus: Record<string, { gameMenus: MenuGame[] }> = {};
    for (const region of vnRegions) {
      const gameMenus = rows
        .filter((row) => vnRegionOf(row.game.name, row.game.gameId) === region)
        .map((row) => menuGameOf(row, mode, now, true));
      if (gameMenus.length > 0) menus[region] = { gameMenus };
    }
    return menus;
  });

  /** The member's recently launched VN games, newest first. */
  route(app, table, endpoints.vnLotteryRecent, async (c, { merchant, member, query }) => {
    const mode = prizeModeOf(query.prizeMode);
    const now = new Date(c.var.platform.clock());
    const rows = await recentRows(c.var.platform.db, merchant.id, member.id, vnCondition);
    return rows.map((row) => menuGameOf(row, mode, now, true));
  });
}
