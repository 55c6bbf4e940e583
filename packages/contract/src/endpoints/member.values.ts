import {
  literal,
  looseObject,
  nullable,
  optional,
  picklist,
  pipe,
  strictObject,
  string,
  transform,
  union,
  unknown,
} from 'valibot';
import type { InferOutput } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';

// Member info is a start-up call, so the first paint carries this file whole
// (docs/decisions/0015-contract-on-demand.md).

/** The member as `/wps/member/info` describes them. Agents have type 1, 2, 41 or 42; trial accounts type 4. */
export const member = looseObject({
  id: idLike,
  account: string(),
  nickname: maybe(string()),
  type: numberLike,
  clubLabel: maybe(looseObject({ labelName: maybe(string()), type: maybe(string()), rankLevel: maybe(idLike) })),
  toUpline: maybe(flagLike),
  regDate: maybe(numberLike),
  mobile: maybe(string()),
});
export type Member = InferOutput<typeof member>;

/**
 * `/wps/member/info` answers success with an empty payload for an anonymous caller (contract §1.1): absent, null, an
 * empty string or an empty object all read as `null`, "nobody is logged in". A payload with fields must be a member.
 */
export const memberInfoValue = union([
  member,
  pipe(
    optional(nullable(union([literal(''), strictObject({})]))),
    transform(() => null),
  ),
]);

/** Contract and salary answers (contract §5.6): keys vary by agent; each is read only when present. */
export const consolidatedFundsValue = looseObject({
  dailysalreqtype: maybe(unknown()),
  divtypecompperiodreq: maybe(unknown()),
  divtypereq: maybe(unknown()),
  contracthoursalreq: maybe(unknown()),
  realtimesalreqtype: maybe(unknown()),
  contractmrdailysalinfotype: maybe(unknown()),
  contracthoursalinfo: maybe(unknown()),
  realtimesalinfotype: maybe(unknown()),
  dailysalinfotype: maybe(unknown()),
  divtypeinfo: maybe(unknown()),
  divtypecompperiodinfo: maybe(unknown()),
});

/** Contract actions: A accept, R reject, C confirm termination. */
export const contractAction = picklist(['A', 'R', 'C']);
