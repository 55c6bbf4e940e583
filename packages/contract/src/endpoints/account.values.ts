import { looseObject, nullable, number, pipe, regex, string, transform, union } from 'valibot';

/** What a bind answers: the newly bound contact as the platform masks it (`0133671****`, `pl*****@example.com`). */
export const boundMobileValue = looseObject({ mobile: nullable(string()) });
export const boundEmailValue = looseObject({ email: nullable(string()) });

/** An avatar index as the platform names it: `"default"`, `"1"`..; a number is read as its digits. */
export const avatarIndex = pipe(
  union([string(), number()]),
  transform(String),
  regex(/^[\w-]{1,32}$/, 'Expected an avatar index'),
);
