import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { members, sessions, type Member } from '../db/schema';
import { publish } from '../realtime/publish';
import { forgetMemberSessions, forgetSession, knownSession, rememberSession, type KnownSession } from './sessionCache';

/** How long a session lives without a new login. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session for the member and answers the token; only its SHA-256 is stored. */
export async function createSession(
  db: Database,
  memberId: number,
  options: { ip?: string; lifetimeMs?: number; now?: Date; passwordChangeRequired?: boolean } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + (options.lifetimeMs ?? sessionLifetimeMs));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    ip: options.ip ?? null,
    expiresAt,
    lastSeenAt: now,
    passwordChangeRequired: options.passwordChangeRequired ?? false,
  });
  return { token, expiresAt };
}

/** Ends the session holding this token (logout), closing its sockets. Answers whether one was live. */
export async function revokeSession(db: Database, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  forgetSession(db, tokenHash);
  if (revoked.length > 0) await publish(db, { kind: 'revoked', tokenHash });
  return revoked.length > 0;
}

/**
 * Ends every session of a member (password reset), or every other one (`except` the token of the session that changed
 * the password), closing their sockets. Answers how many were live.
 */
export async function revokeMemberSessions(
  db: Database,
  memberId: number,
  options: { except?: string } = {},
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        options.except === undefined ? undefined : ne(sessions.tokenHash, hashToken(options.except)),
      ),
    )
    .returning({ id: sessions.id });
  forgetMemberSessions(db, memberId);
  if (revoked.length > 0) {
    const exceptTokenHash = options.except === undefined ? undefined : hashToken(options.except);
    await publish(db, { kind: 'revokedMember', memberId, exceptTokenHash });
  }
  return revoked.length;
}

/** The password that opened this session is changed: the session is no longer held to changing it. */
export async function settlePassword(db: Database, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.update(sessions).set({ passwordChangeRequired: false }).where(eq(sessions.tokenHash, tokenHash));
  forgetSession(db, tokenHash);
}

/** How stale a session's last-seen time may get before a call writes it again: at most one write a minute. */
export const lastSeenStepMs = 60 * 1000;

/**
 * The member a token belongs to, and whether the session must change its password first, when the session is live
 * (not revoked, not expired, used within the merchant's idle time) and belongs to the merchant; else undefined. A
 * call on a session last seen over a minute ago moves its last-seen time to `now`. Read from memory where the
 * sessions of `db` are kept there (sessionCache.ts).
 */
export async function memberForToken(
  db: Database,
  token: string,
  merchant: { id: number; sessionIdleMinutes: number },
  now = new Date(),
): Promise<{ member: Member; passwordChangeRequired: boolean } | undefined> {
  const tokenHash = hashToken(token);
  const session = knownSession(db, tokenHash) ?? (await readSession(db, tokenHash, now));
  if (!session) return undefined;
  const at = now.getTime();
  if (session.expiresAt <= at || session.lastSeenAt <= at - merchant.sessionIdleMinutes * 60 * 1000) {
    // Ended for good: a session past its time or its idle time is never used again.
    forgetSession(db, tokenHash);
    return undefined;
  }
  if (session.member.merchantId !== merchant.id) return undefined;
  if (at - session.lastSeenAt >= lastSeenStepMs) {
    // Conditional: of concurrent calls, one writes; the time only moves forward.
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, now)));
    session.lastSeenAt = Math.max(session.lastSeenAt, at);
  }
  return { member: session.member, passwordChangeRequired: session.passwordChangeRequired };
}

/** The session of a token hash with its member, when it is neither revoked nor expired (and kept, where kept). */
async function readSession(db: Database, tokenHash: string, now: Date): Promise<KnownSession | undefined> {
  const [row] = await db
    .select({
      member: members,
      passwordChangeRequired: sessions.passwordChangeRequired,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  const session = {
    member: row.member,
    passwordChangeRequired: row.passwordChangeRequired,
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
  rememberSession(db, tokenHash, session);
  return session;
}

/**
 * Changes a member's row. Every write to a member goes through here: the sessions kept in memory with the old row
 * are forgotten (sessionCache.ts).
 */
export async function updateMember(
  db: Database,
  memberId: number,
  changes: Partial<typeof members.$inferInsert>,
): Promise<void> {
  await db.update(members).set(changes).where(eq(members.id, memberId));
  forgetMemberSessions(db, memberId);
}

/** The raw `Authorization` header: the platform sends the token itself, no "Bearer". */
export function tokenOf(c: Context): string | undefined {
  const header = c.req.header('authorization')?.trim();
  return header ? header : undefined;
}
