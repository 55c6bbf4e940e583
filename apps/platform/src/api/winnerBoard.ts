import { endpoints, type WireValueOf } from '@lobby/contract';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Hono } from 'hono';
import { games, merchantVendors, vendors, winningRounds } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { gameIconUrl } from '../media/gameIcon';
import { toWire } from '../wallet/money';
import { winnerBoardWindowMs } from '../wallet/winningRounds';
import { gameTypeCondition, offeredAt } from './catalogue';

type WireWinner = WireValueOf<'winnerBoard'>['list'][number];

/** The board's length when the caller names none (the desktop site's), and the most it answers (mobile's 100). */
export const winnerBoardDefault = 20;
export const winnerBoardMax = 100;

/** `limitNum` as a count of wins: a whole number, read as 1 below 1 and as `winnerBoardMax` above it. */
function limitOf(limitNum: number | undefined): number {
  if (limitNum === undefined) return winnerBoardDefault;
  if (!Number.isInteger(limitNum)) {
    throw apiErrors.validation(`limitNum must be a whole number from 1 to ${winnerBoardMax}.`, 'limitNum');
  }
  return Math.min(Math.max(limitNum, 1), winnerBoardMax);
}

export function winnerBoardRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * The merchant's biggest wins of the last seven days of the platform clock: played rounds and the seed's history,
   * on games still offered here, the largest first (ties: the newest first), `limitNum` of them (20 unless asked,
   * 1 to 100). `gameCategory` ALL (or none) for every lane, else a lane (RNG, LIVE, FISH ...; ESPORTS, COCKFIGHT and
   * SPB as in the game list). `language` and the `Language` header are accepted: game names are the same in every
   * language. The `CustomerId` header changes nothing: the board is the site's, the same for everyone, and names
   * are masked.
   */
  route(app, table, endpoints.winnerBoard, async (c, { merchant, query }): Promise<{ list: WireWinner[] }> => {
    const limit = limitOf(query.limitNum);
    const category = query.gameCategory?.trim().toUpperCase();
    const now = c.var.platform.clock();
    const rows = await c.var.platform.db
      .select({ round: winningRounds, game: games, vendor: vendors })
      .from(winningRounds)
      .innerJoin(games, eq(games.id, winningRounds.gameId))
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .innerJoin(merchantVendors, offeredAt(merchant.id))
      .where(
        and(
          eq(winningRounds.merchantId, merchant.id),
          gt(winningRounds.createdAt, new Date(now - winnerBoardWindowMs)),
          lte(winningRounds.createdAt, new Date(now)),
          category && category !== 'ALL' ? gameTypeCondition(category) : undefined,
        ),
      )
      .orderBy(desc(winningRounds.win), desc(winningRounds.createdAt), desc(winningRounds.id))
      .limit(limit);
    return {
      list: rows.map(({ round, game, vendor }) => ({
        vo: {
          recordId: round.id,
          customerName: round.customerName,
          winAmount: toWire(round.win),
          gameName: game.name,
          gameId: game.gameId,
          nodeId: game.id,
          vendor: vendor.code,
          iconUrl: gameIconUrl(vendor.code, game.gameId, game.name),
        },
      })),
    };
  });
}
