import { array, looseObject, record, string } from 'valibot';
import type { InferOutput } from 'valibot';
import { maybe, numberLike } from './primitives';

/**
 * A lottery game of a lottery menu (spec 2 §3): `gameCode` starts it (`launchGame` LOTT `lottoGameCode`),
 * `gameGroupCode` is its tag (the menu groups by it). VN menus carry no `accountTypeName`: the client tags them
 * `TCG_LOTTO_VN`.
 */
export const lotteryGame = looseObject({
  gameCode: string(),
  gameName: maybe(string()),
  gameGroupCode: maybe(string()),
  accountTypeName: maybe(string()),
  prizeMode: maybe(string()),
  /** The next draw, epoch milliseconds. */
  nextDrawTime: maybe(numberLike),
});
export type LotteryGame = InferOutput<typeof lotteryGame>;

export const lotteryGamesValue = array(lotteryGame);

/** VN lottery menus: an object whose values (one per region) each carry `gameMenus[]`. */
export const vnLotteryMenuValue = record(string(), looseObject({ gameMenus: array(lotteryGame) }));
