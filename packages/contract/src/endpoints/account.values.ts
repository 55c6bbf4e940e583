import { looseObject, minValue, nullable, number, pipe, regex, string, transform, union } from 'valibot';
import { idLike, maybe, numberLike } from './primitives';

/** What a bind answers: the newly bound contact as the platform masks it (`0133671****`, `pl*****@example.com`). */
export const boundMobileValue = looseObject({ mobile: nullable(string()) });
export const boundEmailValue = looseObject({ email: nullable(string()) });

/** An avatar index as the platform names it: `"default"`, `"1"`..; a number is read as its digits. */
export const avatarIndex = pipe(
  union([string(), number()]),
  transform(String),
  regex(/^[\w-]{1,32}$/, 'Expected an avatar index'),
);

/** A count or an amount that cannot be below zero: conditions met, turnover played. */
const notNegative = pipe(numberLike, minValue(0, 'Expected a number not below zero'));

/**
 * The member's VIP rank and the way to the next one (`MCSFE_getPlayerRankProgress`, contract §2.4): the conditions
 * of the next rank met so far and the rank's label id, as the desktop client reads them; the rank names and the
 * turnover (amounts with two decimals, like balances) as the mobile client reads them. No next rank (the top one):
 * `nextRankName` absent or null.
 */
export const playerRankProgressValue = looseObject({
  currentProgress: looseObject({ completedConditions: notNegative, totalExpectedConditions: notNegative }),
  playerRankProgress: looseObject({ labelId: maybe(idLike) }),
  playerRankName: maybe(string()),
  nextRankName: maybe(string()),
  monthlyTurnover: maybe(looseObject({ actual: notNegative, expected: maybe(notNegative) })),
  totalTurnover: maybe(notNegative),
});
