/**
 * "Remember me" keeps the last user name for a day in a cookie, as the platform's other clients do (spec 1 §3, §9),
 * and nothing else: the password is the browser's password manager's business (autocomplete attributes).
 */
const cookieName = 'lobby_remembered_username';
const maxAgeS = 24 * 60 * 60;

function cookieJar(): Pick<Document, 'cookie'> | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

export function readRememberedUsername(jar = cookieJar()): string | null {
  const entry = jar?.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(cookieName.length + 1)) || null;
  } catch {
    return null;
  }
}

/** Remembers `username` for a day, or forgets it when null. */
export function rememberUsername(username: string | null, jar = cookieJar()): void {
  if (!jar) return;
  jar.cookie =
    username === null
      ? `${cookieName}=; Max-Age=0; Path=/; SameSite=Lax`
      : `${cookieName}=${encodeURIComponent(username)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax`;
}
