import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verificationCodes } from '../db/schema';

/**
 * What a code is for. `noLogin` codes (POST /wps/verification/sms/noLogin) open both the SMS login and the reset by
 * SMS, as on the platform, where one call serves both; `register` codes only a registration; `resetEmail` tokens
 * are mailed by the reset by e-mail; an `afterReset` pass lets the client's automatic login after a reset by SMS
 * through without a second slider (the code it just spent was the proof); `identityPhone` codes are the local sign-in
 * provider's (dev mode), checked by the provider itself in exchange for a phone ID token; `bind` codes bind a new
 * mobile number or e-mail address to the member who asked (target `<member id>><number or address>`).
 */
export type CodePurpose = 'noLogin' | 'register' | 'resetEmail' | 'afterReset' | 'identityPhone' | 'bind';

/** An SMS code lives five minutes; the client's resend countdown is `expiredMinutes` (1) from the answer. */
export const smsCodeLifetimeMs = 5 * 60_000;
/** Wrong tries that kill a code: a new one must be sent. */
export const codeMaxAttempts = 5;

function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function matches(stored: string, code: string): boolean {
  const [salt = ''] = stored.split('$');
  const expected = Buffer.from(stored);
  const given = Buffer.from(hashCode(code, salt));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Six random digits. */
export function randomSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

interface CodeKey {
  merchantId: number;
  purpose: CodePurpose;
  /** `+<dialing code><number>` or an e-mail address. */
  target: string;
}

/** The target's codes of the purpose that are neither spent nor dead (expired ones included). */
function unspent(key: CodeKey) {
  return and(
    eq(verificationCodes.merchantId, key.merchantId),
    eq(verificationCodes.purpose, key.purpose),
    eq(verificationCodes.target, key.target),
    isNull(verificationCodes.usedAt),
  );
}

/**
 * Stores a new code for the target (only its salted SHA-256) and retires the target's earlier codes of the same
 * purpose, so only the latest one works.
 */
export async function storeCode(
  db: Database,
  key: CodeKey,
  code: string,
  options: { now: number; lifetimeMs: number },
): Promise<void> {
  const now = new Date(options.now);
  await db.update(verificationCodes).set({ usedAt: now }).where(unspent(key));
  await db.insert(verificationCodes).values({
    ...key,
    codeHash: hashCode(code, randomBytes(12).toString('base64url')),
    createdAt: now,
    expiresAt: new Date(options.now + options.lifetimeMs),
  });
}

/**
 * Checks a code against the target's live code of that purpose. Right: the code is spent (answers true). Wrong: one
 * attempt is counted, and the fifth wrong one kills the code. No live code: false.
 */
export async function spendCode(db: Database, key: CodeKey, code: string, now: number): Promise<boolean> {
  return (await checkCode(db, key, code, now)) === 'spent';
}

/**
 * `spendCode` telling its two failures apart, for callers whose answer differs (the local sign-in provider's
 * `auth/invalid-verification-code` and `auth/code-expired`): `spent` (right, now used), `wrong` (a live code, not
 * this one: a try is counted) or `none` (no live code: never sent, spent, expired or killed by wrong tries).
 */
export async function checkCode(
  db: Database,
  key: CodeKey,
  code: string,
  now: number,
): Promise<'spent' | 'wrong' | 'none'> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(and(unspent(key), gt(verificationCodes.expiresAt, new Date(now))))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!live) return 'none';
  if (matches(live.codeHash, code.trim())) {
    // Spent once: a parallel request with the same code finds it used.
    const [spent] = await db
      .update(verificationCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    return spent === undefined ? 'none' : 'spent';
  }
  await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      // Counted in the database, so parallel wrong tries cannot get past the fifth.
      usedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${codeMaxAttempts} then now() else null end`,
    })
    .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.usedAt)));
  return 'wrong';
}

/**
 * Spends the target's live entry of a purpose whatever its code: for passes the platform hands itself (`afterReset`),
 * never for codes a person types. Answers whether there was one.
 */
export async function spendPass(db: Database, key: CodeKey, now: number): Promise<boolean> {
  const [spent] = await db
    .update(verificationCodes)
    .set({ usedAt: new Date(now) })
    .where(and(unspent(key), gt(verificationCodes.expiresAt, new Date(now))))
    .returning({ id: verificationCodes.id });
  return spent !== undefined;
}
