import { array, looseObject, record, string } from 'valibot';
import type { InferOutput } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';

// The system status carries the register rules too, so the first paint carries this file whole
// (docs/decisions/0015-contract-on-demand.md): keep what only the registration calls read small.

/** One registration field's rule: `acceptedPattern` `"*"` reads as `".*"`; messages are `reg_pattern_<patternId>`. */
export const registerRule = looseObject({
  enabled: maybe(flagLike),
  required: maybe(flagLike),
  minLength: maybe(numberLike),
  maxLength: maybe(numberLike),
  patternId: maybe(idLike),
  acceptedPattern: maybe(string()),
  type: maybe(string()),
  message: maybe(string()),
  updateRequired: maybe(flagLike),
});
export type RegisterRule = InferOutput<typeof registerRule>;

/** Field name (`username`, `password`, `mobileNum` ...) to rule. */
export const registerRules = record(string(), registerRule);
export type RegisterRules = InferOutput<typeof registerRules>;

export const countryValue = looseObject({
  currencySymbol: maybe(string()),
  currency: maybe(string()),
  countryCode: maybe(string()),
  countryDialingCode: maybe(idLike),
  countries: array(looseObject({ countryCode: string(), countryDialingCode: idLike, countryName: maybe(string()) })),
});
