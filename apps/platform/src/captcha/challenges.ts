import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { captchaChallenges } from '../db/schema';
import { drawCaptcha, randomCaptchaAnswer } from './draw';

/** The HttpOnly cookie that binds a captcha to its browser. */
export const captchaCookie = 'lobby_captcha';
export const captchaLifetimeMs = 5 * 60 * 1000;

const cookieIdPattern = /^[A-Za-z0-9_-]{32}$/;

export function newCookieId(): string {
  return randomBytes(24).toString('base64url');
}

export function isCookieId(value: string | undefined): value is string {
  return value !== undefined && cookieIdPattern.test(value);
}

function answerHash(cookieId: string, answer: string): string {
  return createHash('sha256').update(`${cookieId}:${answer}`).digest('hex');
}

/**
 * Draws a new captcha for the cookie, replacing the one it had. Stores only the answer's hash, plus the answer itself
 * in dev mode so GET /__dev/captcha can read it.
 */
export async function issueCaptcha(db: Database, cookieId: string, keepAnswer: boolean): Promise<Buffer> {
  const answer = randomCaptchaAnswer();
  const row = {
    answerHash: answerHash(cookieId, answer),
    devAnswer: keepAnswer ? answer : null,
    attempts: 0,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + captchaLifetimeMs),
  };
  await db
    .insert(captchaChallenges)
    .values({ cookieId, ...row })
    .onConflictDoUpdate({ target: captchaChallenges.cookieId, set: row });
  return drawCaptcha(answer);
}

/**
 * Checks an answer against the cookie's captcha and uses it up whatever the outcome, so each image allows one guess.
 */
export async function verifyCaptcha(db: Database, cookieId: string | undefined, answer: string): Promise<boolean> {
  if (!isCookieId(cookieId)) return false;
  const [row] = await db.delete(captchaChallenges).where(eq(captchaChallenges.cookieId, cookieId)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  const expected = Buffer.from(row.answerHash, 'hex');
  const given = Buffer.from(answerHash(cookieId, answer.trim()), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The dev-mode answer of the cookie's live captcha. */
export async function devCaptchaAnswer(db: Database, cookieId: string | undefined): Promise<string | undefined> {
  if (!isCookieId(cookieId)) return undefined;
  const [row] = await db.select().from(captchaChallenges).where(eq(captchaChallenges.cookieId, cookieId));
  return row && row.expiresAt.getTime() >= Date.now() ? (row.devAnswer ?? undefined) : undefined;
}
