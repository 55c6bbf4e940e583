import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverKeys, usedPayloads } from '../db/schema';
import { decryptBody, generateServerKeys, type RsaKeys } from './rsa';

/** The server's key pairs: the one clients encrypt with now, and decryption that also takes the one before it. */
export interface ServerKeys {
  /** The pair of this period (its modulus is what GET /wps/session/key/rsa answers). */
  current(): Promise<RsaKeys>;
  /**
   * Opens a sealed body with the current pair, else the previous period's (a client that fetched the modulus just
   * before a rotation); throws when neither opens it.
   */
  decrypt(encryption: string, value: string): Promise<unknown>;
}

/** One pair for good: what tests hand in (a 1024-bit pair made once per file). */
export function fixedKeys(keys: RsaKeys): ServerKeys {
  return {
    current: () => Promise.resolve(keys),
    decrypt: (encryption, value) => decryptBody(keys, encryption, value),
  };
}

export const keyRotationMs = 30 * 24 * 60 * 60 * 1000;

function toKeys(row: { modulusHex: string; privateExponentHex: string }): RsaKeys {
  return {
    modulusHex: row.modulusHex,
    privateKey: { modulus: BigInt(`0x${row.modulusHex}`), privateExponent: BigInt(`0x${row.privateExponentHex}`) },
  };
}

/**
 * Key pairs kept in the database, a new one every `rotationMs` (30 days): the first process to need a period's pair
 * makes it, and a process that loses the race to store it takes the stored one, so every process answers the same
 * modulus and opens what any of them handed out the key for. Read pairs are kept in memory.
 */
export function databaseKeys(
  db: Database,
  clock: () => number,
  options: { rotationMs?: number; bits?: number } = {},
): ServerKeys {
  const rotationMs = options.rotationMs ?? keyRotationMs;
  const known = new Map<number, Promise<RsaKeys | undefined>>();

  const read = async (period: number) => {
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.period, period));
    return row && toKeys(row);
  };
  const make = async (period: number): Promise<RsaKeys> => {
    const stored = await read(period);
    if (stored) return stored;
    const made = generateServerKeys(options.bits);
    await db
      .insert(serverKeys)
      .values({
        period,
        modulusHex: made.modulusHex,
        privateExponentHex: made.privateKey.privateExponent.toString(16),
      })
      .onConflictDoNothing();
    const kept = await read(period);
    if (!kept) throw new Error(`The key pair of period ${period} was neither stored nor found`);
    return kept;
  };
  const pairOf = (period: number, create: boolean): Promise<RsaKeys | undefined> => {
    let pair = known.get(period);
    if (!pair) {
      pair = create ? make(period) : read(period);
      known.set(period, pair);
      // A failed read is tried again next time. A missing pair is kept missing: only a past period's is ever read
      // without being made, and no process makes the pair of a period that is over.
      pair.catch(() => known.delete(period));
    }
    return pair;
  };
  const period = () => Math.floor(clock() / rotationMs);
  const current = async () => (await pairOf(period(), true)) as RsaKeys;

  return {
    current,
    async decrypt(encryption, value) {
      const now = period();
      try {
        return await decryptBody(await current(), encryption, value);
      } catch (error) {
        const previous = await pairOf(now - 1, false);
        if (!previous) throw error;
        return decryptBody(previous, encryption, value);
      }
    },
  };
}

/** How long a read sealed call is remembered: longer than any client keeps a sealed body to send. */
export const usedPayloadMemoryMs = 24 * 60 * 60 * 1000;

/** How many sealed calls are recorded between sweeps of the records that ran out. */
const payloadsPerSweep = 500;
let payloadsSinceSweep = 0;

/**
 * Records a sealed call as read; false when it was read before (a replay). Every 500th call also drops the records
 * that ran out (an index on their expiry keeps that cheap); one still lying there refuses nothing new, as a sealed
 * body is never made twice.
 */
export async function firstUseOfPayload(
  db: Database,
  encryption: string,
  value: string,
  now: number,
): Promise<boolean> {
  if (++payloadsSinceSweep >= payloadsPerSweep) {
    payloadsSinceSweep = 0;
    await db.delete(usedPayloads).where(lt(usedPayloads.expiresAt, new Date(now)));
  }
  const digest = createHash('sha256').update(encryption).update('\n').update(value).digest('hex');
  const stored = await db
    .insert(usedPayloads)
    .values({ digest, expiresAt: new Date(now + usedPayloadMemoryMs) })
    .onConflictDoNothing()
    .returning({ digest: usedPayloads.digest });
  return stored.length > 0;
}
