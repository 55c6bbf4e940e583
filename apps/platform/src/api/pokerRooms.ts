import { endpoints, type WireValueOf } from '@lobby/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { parseRoomId, roomIdOf, roomLevels, seatsOf } from '../catalogue/tableGames';
import type { Database } from '../db/client';
import { games, merchantVendors, vendors, type Game, type MerchantVendor, type Vendor } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { route, type RouteTable } from '../http/route';
import { hashString } from '../lib/random';
import { gameIconUrl } from '../media/gameIcon';
import { offeredAt, vendorCodes } from './catalogue';
import { maintenanceOf } from './games';

/** The class of the PVP lane whose games are played at tables with rooms (contract §4.2 `TGPVP`). */
const tableClass = 'TGPVP';

/** The most a room's bet may reach, as a multiple of its minimum. */
const maxBetFactor = 200;

type RoomRow = { game: Game; vendor: Vendor; card: MerchantVendor };
type WireRoom = WireValueOf<'pokerRooms'>['list'][number];

/** The rooms of one table game: ids, names, stakes, seats and the players seated, all from the game's seed row. */
export function roomsOf({ game, vendor, card }: RoomRow, now: Date): WireRoom[] {
  const seats = seatsOf(game.name);
  const icon = gameIconUrl(vendor.code, game.gameId, game.name);
  return roomLevels.map(({ name, stake }, index) => {
    const level = index + 1;
    const roomId = roomIdOf(game.gameId, level);
    const minBet = Math.round(game.minBet * stake * 100) / 100;
    return {
      roomId,
      roomName: `${game.name} ${name}`,
      roomLevel: level,
      vassalage: vendor.code,
      gameType: vendor.gameType,
      gameId: game.gameId,
      nodeId: game.id,
      gameName: game.name,
      minBet,
      maxBet: Math.round(minBet * maxBetFactor * 100) / 100,
      // Busy or quiet, but never over full: the room's own hash, so every reset seats the same players.
      players: hashString(`room-${vendor.code}-${roomId}`) % (seats + 1),
      seats,
      iconUrl: icon,
      maintenance: maintenanceOf(card, now),
    };
  });
}

/** The merchant's table games of its shown PVP cards (narrowed by `where`), in card and game order. */
function tableGames(db: Database, merchantId: number, where?: SQL): Promise<RoomRow[]> {
  return db
    .select({ game: games, vendor: vendors, card: merchantVendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, offeredAt(merchantId))
    .where(and(eq(vendors.gameType, 'PVP'), eq(games.classify, tableClass), where))
    .orderBy(asc(merchantVendors.sort), asc(games.sort), asc(games.id));
}

/** The condition of a `vassalage` list (comma-separated codes); undefined when it names none. */
function ofVendors(list: string | undefined): SQL | undefined {
  const codes = vendorCodes(list);
  return codes.length > 0 ? inArray(vendors.code, codes) : undefined;
}

/**
 * The table game a room id names, offered here (of `vendor`, when named); undefined for an unknown room, a room of a
 * game that has none, or of a vendor this site does not show.
 */
export async function offeredRoom(
  db: Database,
  merchantId: number,
  roomId: string,
  vendor: string | undefined,
): Promise<RoomRow | undefined> {
  const room = parseRoomId(roomId);
  if (!room) return undefined;
  const [row] = await tableGames(db, merchantId, and(eq(games.gameId, room.gameId), ofVendors(vendor)));
  return row;
}

export function pokerRoomRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * The rooms of the merchant's PVP table games, of the vendors `vassalage` names (comma-separated) when it names
   * some: three per game, by stake. A site without a PVP lane answers an empty list. Names are the same in every
   * language.
   */
  route(app, table, endpoints.pokerRooms, async (c, { merchant, query }) => {
    const now = new Date(c.var.platform.clock());
    const rows = await tableGames(c.var.platform.db, merchant.id, ofVendors(query.vassalage));
    return { list: rows.flatMap((row) => roomsOf(row, now)) };
  });
}
