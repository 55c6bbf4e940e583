import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { lengthText, ruleBreach, type LengthAndPattern } from '../merchants/registerRules';
import { isCommonPassword } from './commonPasswords';

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

/** What a new password is checked against besides the rule: the words an attacker would try for this account. */
export interface PasswordContext {
  /** How the message names the password: "The new password" (default), "The password". */
  subject?: string;
  /** The account's user name or mobile number, as the caller gave it. */
  account?: string;
  /** The site's merchant: its code, brand and display name are no secret either. */
  merchant: { code: string; brandId: string; displayName: string };
}

/** Words of at least three characters, lower case: shorter ones turn up inside passwords by chance. */
function wordsOf(...texts: Array<string | undefined>): string[] {
  return texts
    .flatMap((text) => (text ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
}

/**
 * Why `password` may not be used, or undefined when it may (ASVS 5 V6.2): the default password; against the
 * merchant's rule (its length in characters, its pattern); one character repeated; one of the common passwords; or
 * holding the account's name or the site's. No composition rule is added: length and rarity are what resist guessing.
 */
export async function passwordProblem(
  password: string,
  rule: PasswordRule | undefined,
  context: PasswordContext,
): Promise<string | undefined> {
  const subject = context.subject ?? 'The new password';
  if (password === defaultPassword) return `${subject} must not be the default password.`;
  const bounds = { minLength: rule?.minLength ?? 8, maxLength: rule?.maxLength ?? 64 };
  const breach = ruleBreach(password, { ...rule, ...bounds });
  if (breach === 'length') return `${subject} must be ${lengthText(bounds)} characters long.`;
  if (breach === 'pattern') return `${subject} does not follow this site's password rule.`;
  const lower = password.toLowerCase();
  if (new Set(lower).size === 1 || (await isCommonPassword(password))) {
    return `${subject} is one of the passwords tried first when guessing: choose a less common one.`;
  }
  if (wordsOf(context.account).some((word) => lower.includes(word))) {
    return `${subject} must not contain the user name or mobile number.`;
  }
  const { merchant } = context;
  if (
    wordsOf(merchant.code, merchant.brandId, merchant.displayName).some(
      (word) => word.length >= 4 && lower.includes(word),
    )
  ) {
    return `${subject} must not contain the site's name.`;
  }
  return undefined;
}
