import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sliderChallenges, type Merchant } from '../db/schema';
import { ApiError } from '../lib/apiError';
import { flagOn } from '../merchants/whitelabel';
import { drawSliderPuzzle, sliderSize } from './sliderDraw';

export type SliderScene = 'login' | 'register' | 'sms';

/** A challenge and, once solved, its seccode live this long. */
export const sliderLifetimeMs = 2 * 60_000;
/** How far from the notch a drop may land and still fit, in image pixels. */
export const sliderTolerancePx = 4;
/** Drops allowed per challenge; after the last miss the challenge is dead and a new one is needed. */
export const sliderMaxAttempts = 3;

export const sliderErrors = {
  mismatchCode: 'slider_mismatch',
  requiredCode: 'geetest_verify_failed',
};

const challengePattern = /^sl_[A-Za-z0-9_-]{32}$/;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Draws a puzzle and stores where its notch is; answers what the caller sees (contract `sliderChallengeValue`). */
export async function issueSlider(db: Database, merchant: Merchant, scene: SliderScene, now: number) {
  const puzzle = drawSliderPuzzle();
  const id = `sl_${randomBytes(24).toString('base64url')}`;
  // Expired rows go as new ones come: the table holds only what could still be used.
  await db.delete(sliderChallenges).where(lt(sliderChallenges.expiresAt, new Date(now)));
  await db.insert(sliderChallenges).values({
    id,
    merchantId: merchant.id,
    scene,
    answerX: puzzle.answerX,
    createdAt: new Date(now),
    expiresAt: new Date(now + sliderLifetimeMs),
  });
  return {
    challenge: id,
    image: puzzle.image.toString('base64'),
    piece: puzzle.piece.toString('base64'),
    width: sliderSize.width,
    height: sliderSize.height,
    pieceSize: sliderSize.pieceSize,
    pieceY: puzzle.pieceY,
  };
}

function mismatch(message: string, attemptsLeft: number): ApiError {
  return new ApiError(400, sliderErrors.mismatchCode, message, { attemptsLeft });
}

/**
 * Checks a drop at `x`. A hit answers a one-time seccode (2 minutes, bound to the challenge and its scene); a miss
 * counts one of the three attempts (400 `slider_mismatch`, `value.attemptsLeft`); an unknown, expired, solved or
 * used-up challenge is a miss with no attempts left.
 */
export async function verifySlider(db: Database, merchant: Merchant, challenge: string, x: number, now: number) {
  const dead = () => mismatch('The puzzle has expired. Please try a new one.', 0);
  if (!challengePattern.test(challenge) || !Number.isFinite(x)) throw dead();
  // One atomic step counts the attempt, so parallel drops cannot get more than three tries.
  const [row] = await db
    .update(sliderChallenges)
    .set({ attempts: sql`${sliderChallenges.attempts} + 1` })
    .where(
      and(
        eq(sliderChallenges.id, challenge),
        eq(sliderChallenges.merchantId, merchant.id),
        isNull(sliderChallenges.solvedAt),
        lt(sliderChallenges.attempts, sliderMaxAttempts),
        gt(sliderChallenges.expiresAt, new Date(now)),
      ),
    )
    .returning();
  if (!row) throw dead();
  if (Math.abs(x - row.answerX) > sliderTolerancePx) {
    const left = sliderMaxAttempts - row.attempts;
    throw mismatch(left > 0 ? 'The piece does not fit there. Please try again.' : 'The puzzle has expired.', left);
  }
  const seccode = randomBytes(24).toString('base64url');
  await db
    .update(sliderChallenges)
    .set({
      seccodeHash: sha256(`${row.id}:${row.scene}:${seccode}`),
      solvedAt: new Date(now),
      expiresAt: new Date(now + sliderLifetimeMs),
    })
    .where(eq(sliderChallenges.id, row.id));
  return { challenge: row.id, seccode };
}

/** Whether the merchant asks for the slider in this scene (contract §2.9). */
export function sliderRequired(merchant: Merchant, scene: SliderScene): boolean {
  const on = (modId: string) => flagOn(merchant, modId);
  if (scene === 'login') return on('GEETEST3') && !on('GEETESTTEST3');
  if (scene === 'register') return on('GEETEST3') && merchant.registerRules.captcha?.enabled === true;
  return on('GEETESTVCODE3');
}

/**
 * The guard of a call the slider protects: spends the seccode of a challenge solved for this scene. Missing, wrong,
 * expired or already spent: 400 `geetest_verify_failed` "Verification must be completed first".
 */
export async function requireSlider(
  db: Database,
  merchant: Merchant,
  scene: SliderScene,
  fields: { geetestChallenge?: string | undefined; geetestSeccode?: string | undefined },
  now: number,
): Promise<void> {
  const refused = () =>
    new ApiError(400, sliderErrors.requiredCode, 'Verification must be completed first', { geetest: true });
  const { geetestChallenge: challenge, geetestSeccode: seccode } = fields;
  if (!challenge || !seccode || !challengePattern.test(challenge)) throw refused();
  const [spent] = await db
    .update(sliderChallenges)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(sliderChallenges.id, challenge),
        eq(sliderChallenges.merchantId, merchant.id),
        eq(sliderChallenges.scene, scene),
        eq(sliderChallenges.seccodeHash, sha256(`${challenge}:${scene}:${seccode}`)),
        isNull(sliderChallenges.usedAt),
        gt(sliderChallenges.expiresAt, new Date(now)),
      ),
    )
    .returning({ id: sliderChallenges.id });
  if (!spent) throw refused();
}

/** Dev mode: where a live challenge's notch is, so end-to-end tests can solve it. */
export async function devSliderAnswer(db: Database, challenge: string, now: number): Promise<number | undefined> {
  const [row] = await db
    .select({ answerX: sliderChallenges.answerX })
    .from(sliderChallenges)
    .where(and(eq(sliderChallenges.id, challenge), gt(sliderChallenges.expiresAt, new Date(now))));
  return row?.answerX;
}
