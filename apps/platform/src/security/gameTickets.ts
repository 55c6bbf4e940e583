import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameTickets, members, sessions, type Member } from '../db/schema';
import { hashToken } from './sessions';

/** How long a launch's game page can play: a sitting, not a day. */
export const gameTicketLifetimeMs = 2 * 60 * 60 * 1000;

/**
 * Makes the ticket of a real-money launch: 32 random bytes (base64url) that open `gameId` for the member of `session`
 * at the merchant, for two hours or until that session ends; only its SHA-256 is stored. The member's expired tickets
 * are dropped on the way, so the table holds only live ones and the few of the last hours.
 */
export async function issueGameTicket(
  db: Database,
  grant: { memberId: number; merchantId: number; sessionId: number; gameId: number; now: Date },
): Promise<{ ticket: string; expiresAt: Date }> {
  const { memberId, merchantId, sessionId, gameId, now } = grant;
  await db.delete(gameTickets).where(and(eq(gameTickets.memberId, memberId), lt(gameTickets.expiresAt, now)));
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + gameTicketLifetimeMs);
  await db
    .insert(gameTickets)
    .values({ ticketHash: hashToken(ticket), memberId, merchantId, sessionId, gameId, createdAt: now, expiresAt });
  return { ticket, expiresAt };
}

/** The live session of a token (its id is what a ticket is bound to), or undefined. */
export async function liveSessionId(db: Database, token: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.id;
}

const ticketPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The member a ticket opens `gameId` for at `merchantId`, or undefined: unknown, expired, of another game or
 * merchant, or launched by a session that has ended since (logout, password change, expiry).
 */
export async function memberForTicket(
  db: Database,
  ticket: string,
  scope: { merchantId: number; gameId: number; now: Date },
): Promise<Member | undefined> {
  if (!ticketPattern.test(ticket)) return undefined;
  const { merchantId, gameId, now } = scope;
  const [row] = await db
    .select({ member: members })
    .from(gameTickets)
    .innerJoin(members, eq(members.id, gameTickets.memberId))
    .innerJoin(sessions, eq(sessions.id, gameTickets.sessionId))
    .where(
      and(
        eq(gameTickets.ticketHash, hashToken(ticket)),
        eq(gameTickets.merchantId, merchantId),
        eq(members.merchantId, merchantId),
        eq(gameTickets.gameId, gameId),
        gt(gameTickets.expiresAt, now),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.member;
}
