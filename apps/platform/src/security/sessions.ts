import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { members, sessions, type Member } from '../db/schema';

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
    passwordChangeRequired: options.passwordChangeRequired ?? false,
  });
  return { token, expiresAt };
}

/** Ends the session holding this token (logout). Answers whether one was live. */
export async function revokeSession(db: Database, token: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/**
 * Ends every session of a member (password reset), or every other one (`except` the token of the session that changed
 * the password). Answers how many were live.
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
  return revoked.length;
}

/** The password that opened this session is changed: the session is no longer held to changing it. */
export async function settlePassword(db: Database, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ passwordChangeRequired: false })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * The member a token belongs to, and whether the session must change its password first, when the session is live
 * and belongs to the merchant; else undefined.
 */
export async function memberForToken(
  db: Database,
  token: string,
  merchantId: number,
  now = new Date(),
): Promise<{ member: Member; passwordChangeRequired: boolean } | undefined> {
  const [row] = await db
    .select({ member: members, passwordChangeRequired: sessions.passwordChangeRequired })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(members.merchantId, merchantId),
      ),
    )
    .limit(1);
  return row;
}

/** The raw `Authorization` header: the platform sends the token itself, no "Bearer". */
export function tokenOf(c: Context): string | undefined {
  const header = c.req.header('authorization')?.trim();
  return header ? header : undefined;
}
