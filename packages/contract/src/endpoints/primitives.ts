import {
  boolean,
  check,
  nullable,
  number,
  optional,
  pipe,
  record,
  regex,
  string,
  transform,
  trim,
  union,
  unknown,
} from 'valibot';
import type { GenericSchema } from 'valibot';

// Building blocks of every area. The platform is a Java back end seen only through its clients: absent fields are
// often `null`, ids are numbers in one build and strings in another, and numbers sometimes arrive as numeric strings.
// The schemas accept those variants where the original clients did, and normalise them, so features read one type.

/** A field that may be absent or null. */
export const maybe = <S extends GenericSchema>(schema: S) => optional(nullable(schema));

/** Ids such as `nodeId`: `173957` in one build, `"176721"` in another. */
export const idLike = union([string(), number()]);

/** A number, or a decimal string of one (query strings, some feeds); read as a finite number. */
export const numberLike = union(
  [
    number(),
    pipe(
      string(),
      trim(),
      regex(/^-?\d{1,30}(\.\d{1,30})?$/, 'Expected a decimal number'),
      transform(Number),
      check((value: number) => Number.isFinite(value), 'Expected a finite number'),
    ),
  ],
  'Expected a number',
);

/** A switch the original tested for truthiness (`true`, `1`, `"1"`, `"Y"` ...). */
export const flagLike = union([boolean(), number(), string()]);

/** Whether a `flagLike` says yes: true, 1, "1", "true" or "Y" (the platform's builds differ). */
export const isYes = (flag: unknown): boolean =>
  flag === true || flag === 1 || flag === '1' || flag === 'true' || flag === 'Y';

/** Writes whose answer the client only reads for `success`: any value, including none. */
export const acknowledgement = unknown();

/** A value whose shape neither the spec nor the contract shows; the feature that adopts it narrows it. */
export const opaque = unknown();

/**
 * Query of a call whose parameters neither the spec nor the contract shows: any flat string/number/boolean map, so a
 * feature can pass what it learns without a contract change.
 */
export const openQuery = optional(record(string(), union([string(), number(), boolean()])));
