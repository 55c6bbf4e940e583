import type { Database } from '../db/client';
import type { Member } from '../db/schema';

// Every signed-in call looks its token up, and on PGlite (WebAssembly, one connection) even an indexed lookup costs
// about a millisecond of the one event loop. PGlite's data belongs to one process, so that process sees every write
// to sessions and members and can keep the sessions it read in memory, exactly: the writes below forget what they
// change. On PostgreSQL other processes write too, and every call reads the table.

/** A live session as a call needs it: its member, and the times that end it (epoch ms). */
export interface KnownSession {
  member: Member;
  passwordChangeRequired: boolean;
  expiresAt: number;
  lastSeenAt: number;
}

/** Sessions kept per database; past it the oldest read is dropped (and read again when next used). */
export const sessionCacheSize = 10_000;

const caches = new WeakMap<Database, Map<string, KnownSession>>();

/** Keeps the sessions read from `db` in memory: only for a database no other process writes (PGlite). */
export function keepSessionsInMemory(db: Database): void {
  if (!caches.has(db)) caches.set(db, new Map());
}

/** The session of a token hash kept from an earlier call, if sessions are kept for `db`. */
export function knownSession(db: Database, tokenHash: string): KnownSession | undefined {
  return caches.get(db)?.get(tokenHash);
}

/** Keeps a live session just read (when sessions are kept for `db`). */
export function rememberSession(db: Database, tokenHash: string, session: KnownSession): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.set(tokenHash, session);
  if (cache.size > sessionCacheSize) cache.delete(cache.keys().next().value as string);
}

/** Forgets one session (logged out, revoked, no longer held to a password change, ended). */
export function forgetSession(db: Database, tokenHash: string): void {
  caches.get(db)?.delete(tokenHash);
}

/** Forgets every session of a member: its row changed, or its sessions were revoked. */
export function forgetMemberSessions(db: Database, memberId: number): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [tokenHash, session] of cache) if (session.member.id === memberId) cache.delete(tokenHash);
}

/** Forgets every session kept for `db` (the tables were emptied), still keeping the ones read from now on. */
export function forgetAllSessions(db: Database): void {
  caches.get(db)?.clear();
}
