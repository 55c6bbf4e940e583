import type { RealtimeEventType, RealtimeMessage } from '@lobby/contract/realtime';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The database channel the platform's processes tell each other on (NOTIFY / LISTEN). */
export const realtimeChannel = 'lobby_realtime';

/**
 * What one process tells every process on the database: an event for a member's topic, a content for a merchant's
 * settings topic, or sessions that ended (their sockets close).
 */
export type RealtimeNote =
  | { kind: 'member'; memberId: number; body: RealtimeMessage }
  | { kind: 'setting'; merchantId: number; content: string }
  | { kind: 'revoked'; tokenHash: string }
  | { kind: 'revokedMember'; memberId: number; exceptTokenHash?: string | undefined };

/** A database or a transaction of it: a note written inside a transaction is delivered when it commits, never before. */
type Executor = Pick<Database, 'execute'>;

/** NOTIFY carries at most 8,000 bytes; an event is a few hundred. */
const maxNoteBytes = 7_900;

/**
 * Tells every platform process on this database (through NOTIFY, delivered at commit: a rolled back change tells
 * nothing). Call it with the transaction that commits the change.
 */
export async function publish(db: Executor, note: RealtimeNote): Promise<void> {
  const payload = JSON.stringify(note);
  if (Buffer.byteLength(payload) > maxNoteBytes)
    throw new Error(`A real-time note of ${payload.length} characters is too long`);
  await db.execute(sql`select pg_notify(${realtimeChannel}, ${payload})`);
}

/** An event of a member's topic, as contract §5.4 shapes it: `{type, title, message, popup, data}`. */
export function notifyMember(
  db: Executor,
  memberId: number,
  type: RealtimeEventType,
  data: Record<string, unknown>,
  text: { title?: string; message?: string; popup?: boolean } = {},
): Promise<void> {
  return publish(db, {
    kind: 'member',
    memberId,
    body: { type, title: text.title ?? '', message: text.message ?? '', popup: text.popup ?? false, data },
  });
}
