import { endpoints, type WireValueOf } from '@lobby/contract';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { splitLanes } from '../catalogue/splitLanes';
import type { Database } from '../db/client';
import { games, merchantVendors, vendors, type Game, type MerchantVendor, type Vendor } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { route, type RouteTable } from '../http/route';
import { hashString } from '../lib/random';
import { teamCrestUrl } from '../media/teamCrest';
import { hotFixtures, type Fixture } from '../sports/fixtures';
import { leaguesOf } from '../sports/leagues';
import { offeredAt } from './catalogue';
import { maintenanceOf } from './games';

/** Vendors of the SPORTS lane that the client shows elsewhere (e-sports, cockfight): no football matches there. */
const notSportsbooks = Object.values(splitLanes)
  .filter((split) => split.lane === 'SPORTS')
  .flatMap((split) => split.codes);

type Sportsbook = { game: Game; vendor: Vendor; card: MerchantVendor };
type WireMatch = WireValueOf<'sportsHotMatches'>[number];

/** The merchant's shown sportsbooks, one game each (a sports vendor's game is its book), in card order. */
async function sportsbooksOf(db: Database, merchantId: number): Promise<Sportsbook[]> {
  const rows = await db
    .select({ game: games, vendor: vendors, card: merchantVendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, offeredAt(merchantId))
    .where(and(eq(vendors.gameType, 'SPORTS'), notInArray(vendors.code, notSportsbooks)))
    .orderBy(asc(merchantVendors.sort), asc(games.sort), asc(games.id));
  const books = new Map<string, Sportsbook>();
  for (const row of rows) if (!books.has(row.vendor.code)) books.set(row.vendor.code, row);
  return [...books.values()];
}

/**
 * A match of the carousel, at the sportsbook that offers it here: the book is the merchant's own pick per match
 * (from its code and the match id), so a match stays at one book while the list moves on. Its bet button starts that
 * book (`launchGame` GLS with `nodeId`, `matchId`, `leagueId`; FB through GCS_gameLaunchFB); a book under maintenance
 * is listed with its window, as every list does, and the launch says so.
 */
function matchOf(fixture: Fixture, book: Sportsbook, now: Date): WireMatch {
  return {
    matchId: fixture.matchId,
    leagueId: fixture.league.id,
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    homeTeamImageUrl: teamCrestUrl(fixture.homeTeam),
    awayTeamImageUrl: teamCrestUrl(fixture.awayTeam),
    title: fixture.league.name,
    matchTime: fixture.matchTime,
    vassalage: book.vendor.code,
    nodeId: book.game.id,
    gameId: book.game.gameId,
    gameType: book.vendor.gameType,
    maintenance: maintenanceOf(book.card, now),
  };
}

export function hotMatchRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * The merchant's hot matches: six to eight upcoming ones, soonest first, from the platform clock (the same for a
   * merchant all day, less the ones that kicked off). No sportsbook shown here (e-sports and cockfight vendors are
   * none): an empty list. `language` is accepted: team and league names are the same in every language.
   */
  route(app, table, endpoints.sportsHotMatches, async (c, { merchant }): Promise<WireMatch[]> => {
    const books = await sportsbooksOf(c.var.platform.db, merchant.id);
    if (books.length === 0) return [];
    const now = new Date(c.var.platform.clock());
    const leagues = await leaguesOf(c.var.platform.db);
    return hotFixtures(leagues, merchant.code, now.getTime()).flatMap((fixture) => {
      const book = books[hashString(`${merchant.code}-${fixture.matchId}`) % books.length];
      return book ? [matchOf(fixture, book, now)] : [];
    });
  });
}
