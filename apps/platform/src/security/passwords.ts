import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { lengthText, ruleBreach, type LengthAndPattern } from '../merchants/registerRules';

/**
 * argon2id at the OWASP ASVS 5 / cheat-sheet minimum: 19 MiB of memory, 2 passes, 1 lane. About 50 ms per hash on
 * one core of the project's machines.
 */
export const passwordHashParameters = {
  // `Algorithm` is a const enum the compiler cannot inline under isolatedModules; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashParameters);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. With no stored hash (unknown account) it still spends one verification, so
 * answer time does not tell which accounts exist.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-account');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The platform's default password (spec §9): a member who logs in with it is told to change it. */
export const defaultPassword = '123456';

/** The part of a registration rule (contract §3.3) a password is checked against. */
export type PasswordRule = LengthAndPattern;

/**
 * Why `password` breaks the merchant's password rule (its registration rule for `password`), or undefined when it
 * keeps it. The default password is refused whatever the rule says.
 */
export function passwordRuleProblem(
  password: string,
  rule: PasswordRule | undefined,
  subject = 'The new password',
): string | undefined {
  if (password === defaultPassword) return `${subject} must not be the default password.`;
  const bounds = { minLength: rule?.minLength ?? 6, maxLength: rule?.maxLength ?? 64 };
  const breach = ruleBreach(password, { ...rule, ...bounds });
  if (breach === 'length') return `${subject} must be ${lengthText(bounds)} characters long.`;
  return breach === 'pattern' ? `${subject} does not follow this site's password rule.` : undefined;
}
