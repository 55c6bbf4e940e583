import type { RegisterRule } from '../db/schema';

/** The parts of a registration rule (contract §3.3) a value is checked against. */
export type LengthAndPattern = Pick<RegisterRule, 'acceptedPattern' | 'minLength' | 'maxLength'>;

/**
 * How `value` breaks the rule's length (counted in characters) or its `acceptedPattern` (`*` reads as `.*`), or
 * undefined when it keeps both. A pattern the merchant's settings hold that does not compile is not the caller's
 * fault: the length check then stands alone.
 */
export function ruleBreach(value: string, rule: Partial<LengthAndPattern>): 'length' | 'pattern' | undefined {
  const length = [...value].length;
  if (length < (rule.minLength ?? 0) || length > (rule.maxLength ?? Number.MAX_SAFE_INTEGER)) return 'length';
  const pattern = rule.acceptedPattern === '*' ? '.*' : rule.acceptedPattern;
  if (!pattern) return undefined;
  try {
    return new RegExp(pattern).test(value) ? undefined : 'pattern';
  } catch {
    return undefined;
  }
}

/** `6-12` or `6` when both bounds are equal (contract §3.3: the pattern messages collapse them). */
export function lengthText(rule: Partial<LengthAndPattern>): string {
  const min = rule.minLength ?? 0;
  const max = rule.maxLength ?? min;
  return min === max ? String(min) : `${min}-${max}`;
}
