import { endpoints, type WireValueOf } from '@lobby/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import { cachedCatalogueRead } from '../catalogue/catalogueCache';
import { splitLanes } from '../catalogue/splitLanes';
import type { Database } from '../db/client';
import {
  favouriteGames,
  games,
  merchantVendors,
  recentGames,
  vendors,
  type Game,
  type Member,
  type MerchantVendor,
  type Vendor,
} from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { requireSameMerchant } from '../http/merchant';
import { route, type RouteTable } from '../http/route';
import { gameIconUrl } from '../media/gameIcon';
import { maintenanceOf } from './games';

/** The condition of a `gameType` filter: the lane, or a split lane's vendors; undefined when none is asked. */
export function gameTypeCondition(gameType: string | undefined): SQL | undefined {
  const type = gameType?.trim().toUpperCase();
  if (!type) return undefined;
  const split = splitLanes[type];
  if (split) return and(eq(vendors.gameType, split.lane), inArray(vendors.code, [...split.codes]));
  return eq(vendors.gameType, type);
}

/** The codes of a comma-separated vendor list (`"SPB,SS"`), upper case; empty when none is named. */
export function vendorCodes(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

/** `%` and `_` are wildcards of LIKE: a search for them finds them literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The largest page a list answers: a client asking for more gets this many. */
export const maxPageSize = 200;

/** Page numbers past any list (and past what an offset may hold) are refused rather than sent to the database. */
const maxPageNo = 1_000_000;

/** Page number and size from the query: whole numbers from 1 (a size above `maxPageSize` reads as it). */
function pagingOf(query: { pageNo: number; pageSize: number }): { pageNo: number; pageSize: number; offset: number } {
  const { pageNo, pageSize } = query;
  if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > maxPageNo) {
    throw apiErrors.validation(`pageNo must be a whole number from 1 to ${maxPageNo}.`, 'pageNo');
  }
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw apiErrors.validation('pageSize must be a whole number from 1.', 'pageSize');
  }
  const size = Math.min(pageSize, maxPageSize);
  return { pageNo, pageSize: size, offset: (pageNo - 1) * size };
}

/** The longest game-name search: no game name comes near it. */
const maxSearchLength = 100;

/** More pay lines than any slot has (the largest have 1,024 or ways counted apart): a filter above it is a mistake. */
const maxLines = 100_000;

const totalPagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

type GameRow = { game: Game; vendor: Vendor; card: MerchantVendor };
export type WireGame = WireValueOf<'gameList'>['games'][number];

/** Lottery lanes, whose games the client launches by `gameCode`. */
const lotteryLanes = new Set(['LOTT', 'ELOTT']);

/** A game as lists, hot games, favourites and recent games carry it (contract §4.1). */
export function gameOf({ game, vendor, card }: GameRow, now: Date): WireGame {
  const icon = gameIconUrl(vendor.code, game.gameId, game.name);
  return {
    nodeId: game.id,
    gameId: game.gameId,
    gameName: game.name,
    nodeName: game.name,
    displayName: game.name,
    showIcon: icon,
    iconUrl: icon,
    defaultIcon: icon,
    lagerIcon: icon,
    vassalage: vendor.code,
    gameType: vendor.gameType,
    // The two switches of one fact: `freeplay` 1 and `supportPlay` 0 both say a free trial is offered.
    freeplay: game.freeplay,
    supportPlay: game.freeplay === 1 ? 0 : 1,
    ...(lotteryLanes.has(vendor.gameType) ? { gameCode: game.gameId } : {}),
    isGame: 'game',
    appNewWindow: game.appNewWindow,
    minBet: game.minBet,
    minLineNum: game.lines,
    gameClassify: game.classify ?? '',
    isNew: game.isNew ? 1 : 0,
    popularity: game.popularity,
    maintenance: maintenanceOf(card, now),
  };
}

/** The condition that a game is offered at the merchant: its vendor's card is shown there. */
export const offeredAt = (merchantId: number) =>
  and(
    eq(merchantVendors.vendorId, vendors.id),
    eq(merchantVendors.merchantId, merchantId),
    eq(merchantVendors.display, true),
  );

/** Where a list's games come from: the catalogue, or a member's favourites or recent games (joined to it). */
type GameSource = 'games' | { favouritesOf: number } | { recentOf: number };

/**
 * The games offered at the merchant from `from`: every list joins the merchant's shown cards; a member's list also
 * joins their own rows. The query names its fields, so that join narrows the rows, not the fields of the answer.
 */
function offeredGames<Q extends PgSelect>(query: Q, merchantId: number, from: GameSource): Q {
  const offered = query
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, offeredAt(merchantId)) as unknown as Q;
  if (from === 'games') return offered;
  if ('favouritesOf' in from) {
    return offered.innerJoin(
      favouriteGames,
      and(eq(favouriteGames.gameId, games.id), eq(favouriteGames.memberId, from.favouritesOf)),
    ) as unknown as Q;
  }
  return offered.innerJoin(
    recentGames,
    and(eq(recentGames.gameId, games.id), eq(recentGames.memberId, from.recentOf)),
  ) as unknown as Q;
}

/** A page of the games offered at the merchant matching `where`, in `order`. */
async function gameRows(
  db: Database,
  merchantId: number,
  where: SQL | undefined,
  order: SQL[],
  page: { pageSize: number; offset: number },
  from: GameSource = 'games',
): Promise<GameRow[]> {
  const query = db.select({ game: games, vendor: vendors, card: merchantVendors }).from(games).$dynamic();
  return offeredGames(query, merchantId, from)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
}

/** How many games offered at the merchant match `where`. */
async function gameCount(
  db: Database,
  merchantId: number,
  where: SQL | undefined,
  from: GameSource = 'games',
): Promise<number> {
  const [row] = await offeredGames(db.select({ n: count() }).from(games).$dynamic(), merchantId, from).where(where);
  return row?.n ?? 0;
}

/** Games offered at the merchant matching `where`, a page of them in `order`, and how many match in all. */
async function pageOfGames(
  db: Database,
  merchantId: number,
  where: SQL | undefined,
  order: SQL[],
  page: { pageSize: number; offset: number },
  from: GameSource = 'games',
): Promise<{ rows: GameRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    gameRows(db, merchantId, where, order, page, from),
    gameCount(db, merchantId, where, from),
  ]);
  return { rows, total };
}

/** One game offered at the merchant, by node id or by game code (of a vendor, when named); undefined if none. */
export async function offeredGame(
  db: Database,
  merchantId: number,
  by: { nodeId?: number; gameId?: string; vendor?: string },
): Promise<GameRow | undefined> {
  const conditions = [
    by.nodeId === undefined ? undefined : eq(games.id, by.nodeId),
    by.gameId === undefined ? undefined : eq(games.gameId, by.gameId),
    by.vendor ? eq(vendors.code, by.vendor.toUpperCase()) : undefined,
  ];
  if (conditions.every((condition) => condition === undefined)) return undefined;
  const [row] = await db
    .select({ game: games, vendor: vendors, card: merchantVendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, offeredAt(merchantId))
    .where(and(...conditions))
    .orderBy(asc(games.id))
    .limit(1);
  return row;
}

/** A node id as a whole number, or undefined when it is not one (no game has such an id). */
export function nodeIdOf(id: string | number | undefined): number | undefined {
  if (id === undefined) return undefined;
  const text = String(id).trim();
  if (!/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}

/** The most played first, then by id: a stable order for pages of games. */
const byPopularity = [desc(games.popularity), asc(games.id)];

/** The filters every list shares: game type (or split lane) and vendors. */
function laneAndVendors(gameType: string | undefined, vendorList: string | undefined): SQL[] {
  const codes = vendorCodes(vendorList);
  return [gameTypeCondition(gameType), codes.length ? inArray(vendors.code, codes) : undefined].filter(
    (condition): condition is SQL => condition !== undefined,
  );
}

/** How many hot games the hot list answers: two home pages of 24. */
export const hotListSize = 48;

export function catalogueRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * A page of the merchant's games, most played first. Filters: `gameType` (a lane, or ESPORTS, COCKFIGHT, SPB),
   * `vassalage` (one vendor code or several, comma-separated), `gameClassify` (a class; ALL or empty for every
   * class), `gameName` (trimmed, case-insensitive, anywhere in the name or the game code), `minBet` (games playable
   * at that stake: their minimum bet is at most it) and `minLineNum` (games with at least that many lines). Names
   * are the same in every language.
   */
  route(app, table, endpoints.gameList, async (c, { merchant, query }) => {
    requireSameMerchant(merchant, query.merchant, 'merchant');
    const page = pagingOf(query);
    const conditions = laneAndVendors(query.gameType, query.vassalage);
    const classify = query.gameClassify?.trim().toUpperCase();
    if (classify && classify !== 'ALL') conditions.push(eq(games.classify, classify));
    const name = query.gameName?.trim();
    // A search is a few words: a long pattern makes the name match slow over the whole catalogue (5,000 chars: ~6 s).
    if (name && name.length > maxSearchLength) {
      throw apiErrors.validation(`gameName is longer than ${maxSearchLength} characters.`, 'gameName');
    }
    if (name) {
      const pattern = `%${likeEscaped(name)}%`;
      const matches = or(ilike(games.name, pattern), ilike(games.gameId, pattern));
      if (matches) conditions.push(matches);
    }
    if (query.minBet !== undefined) conditions.push(lte(games.minBet, query.minBet));
    if (query.minLineNum !== undefined) {
      if (!Number.isInteger(query.minLineNum) || query.minLineNum < 0 || query.minLineNum > maxLines) {
        throw apiErrors.validation(`minLineNum must be a whole number from 0 to ${maxLines}.`, 'minLineNum');
      }
      conditions.push(gte(games.lines, query.minLineNum));
    }
    // Pages and totals are kept per question (catalogueCache.ts): the total once for every page of one question.
    const { db } = c.var.platform;
    const where = and(...conditions);
    const question = JSON.stringify([
      merchant.id,
      query.gameType?.trim().toUpperCase() ?? '',
      vendorCodes(query.vassalage),
      classify ?? '',
      name ?? '',
      query.minBet ?? null,
      query.minLineNum ?? null,
    ]);
    const [rows, total] = await Promise.all([
      cachedCatalogueRead(db, `games ${question} ${page.pageSize} ${page.offset}`, () =>
        gameRows(db, merchant.id, where, byPopularity, page),
      ),
      cachedCatalogueRead(db, `count ${question}`, () => gameCount(db, merchant.id, where)),
    ]);
    const now = new Date(c.var.platform.clock());
    return {
      games: rows.map((row) => gameOf(row, now)),
      pageNum: page.pageNo,
      totalPages: totalPagesOf(total, page.pageSize),
      totalCount: total,
    };
  });

  /** The merchant's most played games (of the named vendors, when `vassalage` names some). */
  route(app, table, endpoints.hotGames, async (c, { merchant, query }) => {
    requireSameMerchant(merchant, query.merchantCode, 'merchantCode');
    const { db } = c.var.platform;
    const codes = vendorCodes(query.vassalage);
    const rows = await cachedCatalogueRead(db, `hot ${JSON.stringify([merchant.id, codes])}`, () =>
      gameRows(db, merchant.id, and(...laneAndVendors(undefined, query.vassalage)), byPopularity, {
        pageSize: hotListSize,
        offset: 0,
      }),
    );
    const now = new Date(c.var.platform.clock());
    return { list: rows.map((row) => gameOf(row, now)) };
  });

  /** The node ids of the member's favourites, newest first. */
  route(app, table, endpoints.favouriteIds, async (c, { member, merchant }) => {
    const rows = await c.var.platform.db
      .select({ id: favouriteGames.gameId })
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .innerJoin(merchantVendors, offeredAt(merchant.id))
      .where(eq(favouriteGames.memberId, member.id))
      .orderBy(desc(favouriteGames.createdAt), asc(favouriteGames.gameId));
    return rows.map((row) => row.id);
  });

  /** A page of the member's favourites still offered here, newest first, of a game type and vendor when asked. */
  route(app, table, endpoints.favouriteList, async (c, { member, merchant, query }) => {
    const page = pagingOf(query);
    const { rows, total } = await pageOfGames(
      c.var.platform.db,
      merchant.id,
      and(...laneAndVendors(query.gameType, query.vendor)),
      [desc(favouriteGames.createdAt), asc(games.id)],
      page,
      { favouritesOf: member.id },
    );
    const now = new Date(c.var.platform.clock());
    return {
      content: rows.map((row) => gameOf(row, now)),
      pageNum: page.pageNo,
      totalPages: totalPagesOf(total, page.pageSize),
      totalCount: total,
    };
  });

  /**
   * Adds a game offered here to the member's favourites; adding one already there changes nothing. `vendor` must be
   * the game's vendor code: a mismatch reads as no such game.
   */
  route(app, table, endpoints.addFavourite, async (c, { member, merchant, body }) => {
    const nodeId = nodeIdOf(body.nodeId);
    const row =
      nodeId === undefined
        ? undefined
        : await offeredGame(c.var.platform.db, merchant.id, { nodeId, vendor: body.vendor });
    if (!row) throw apiErrors.gameNotFound();
    await c.var.platform.db
      .insert(favouriteGames)
      .values({ memberId: member.id, gameId: row.game.id, createdAt: new Date(c.var.platform.clock()) })
      .onConflictDoNothing();
    return null;
  });

  /** Removes a game from the member's favourites (and only theirs); removing one not there changes nothing. */
  route(app, table, endpoints.removeFavourite, async (c, { member, body }) => {
    const nodeId = nodeIdOf(body.nodeId);
    if (nodeId !== undefined) {
      await c.var.platform.db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.memberId, member.id), eq(favouriteGames.gameId, nodeId)));
    }
    return null;
  });

  /** A page of the games the member launched for real money, the latest launch first. */
  route(app, table, endpoints.recentGames, async (c, { member, merchant, query }) => {
    const page = pagingOf(query);
    const { rows, total } = await pageOfGames(
      c.var.platform.db,
      merchant.id,
      and(...laneAndVendors(query.gameType, query.vassalage)),
      [desc(recentGames.playedAt), asc(games.id)],
      page,
      { recentOf: member.id },
    );
    const now = new Date(c.var.platform.clock());
    return {
      list: rows.map((row) => gameOf(row, now)),
      pageNum: page.pageNo,
      totalPages: totalPagesOf(total, page.pageSize),
      totalCount: total,
    };
  });
}

/** Records a real-money launch: the game moves to the top of the member's recent games. */
export async function recordLaunch(db: Database, member: Member, game: Game, at: Date): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId: member.id, gameId: game.id, playedAt: at })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: at } });
}
