import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberAddresses } from '../db/schema';

/**
 * The addresses every seeded member is known from: the loopback ones, where `pnpm start` and the end-to-end tests
 * run, so a demo login is never asked to confirm its address.
 */
export const seededAddresses: readonly string[] = ['127.0.0.1', '::1'];

/**
 * An address of a documentation range (RFC 5737) that no caller has: what the dev endpoint leaves a member known from
 * after forgetting the others, so the member is not on a first login and the next one is asked to confirm its address.
 */
export const standInAddress = '192.0.2.1';

/** The address as stored: an IPv4-mapped IPv6 address (a dual-stack socket's `::ffff:10.0.0.1`) as its IPv4 form. */
export function storedAddress(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** Records that a session of the member was opened from this address (first time), or when it last was. */
export async function recordAddress(db: Database, memberId: number, ip: string): Promise<void> {
  await db
    .insert(memberAddresses)
    .values({ memberId, ip: storedAddress(ip) })
    .onConflictDoUpdate({
      target: [memberAddresses.memberId, memberAddresses.ip],
      set: { lastSeenAt: sql`now()` },
    });
}

/**
 * Whether the member is known from this address: `known`, `new` (known from others only) or `none` (no address at
 * all yet: the first login, or every address forgotten).
 */
export async function addressStanding(db: Database, memberId: number, ip: string): Promise<'known' | 'new' | 'none'> {
  const [row] = await db
    .select({
      all: count(),
      here: count(sql`case when ${memberAddresses.ip} = ${storedAddress(ip)} then 1 end`),
    })
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId));
  if (!row?.all) return 'none';
  return row.here > 0 ? 'known' : 'new';
}

/** Forgets the member's known addresses (the dev endpoint, so tests can provoke the check); answers how many. */
export async function forgetAddresses(db: Database, memberId: number): Promise<number> {
  const gone = await db
    .delete(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .returning({ ip: memberAddresses.ip });
  return gone.length;
}
