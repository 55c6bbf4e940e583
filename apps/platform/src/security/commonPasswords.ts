/**
 * The ~49,000 passwords seen most often in leaks (zxcvbn's common list, lower case): the ones an attacker tries first.
 * Read on the first check (~40 ms), then kept.
 */
let common: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

/** Whether `password`, in any case, is one of the common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
