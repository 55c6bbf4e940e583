/** Where a key lives: `session` is sessionStorage (this tab, until it closes), `local` is localStorage (every tab). */
export type StorageArea = 'session' | 'local';

// Never exported: no module but this one can make a StorageKey, so every key the site uses is one of `storageKeys`.
declare const defined: unique symbol;

/** A browser-storage key of the site: its area and its name in storage. Take one from `storageKeys`. */
export interface StorageKey<Area extends StorageArea = StorageArea, Name extends string = string> {
  readonly area: Area;
  readonly name: Name;
  readonly [defined]: true;
}

/**
 * Each key's area, under the name it has in storage. The names the platform's other clients read and write
 * (platform contract §6b) must stay as they are, or a session stops carrying over between them and this site.
 */
const areas = {
  // Shared with the platform's other clients (contract §6b).
  token: 'session',
  merchant: 'session',
  merchantCode: 'session',
  account: 'session',
  username: 'session',
  nickname: 'session',
  customerId: 'session',
  isAgent: 'session',
  gameVendor: 'session',
  USER_POPUP: 'session',
  ANONYMOUS_POPUP: 'session',
  hisLang: 'local',
  SHELL_deviceId: 'local',
  // The invitation codes a visitor arrived with (`?affiliateCode=`, `?r=` / `?referralCode=`), as JSON
  // `{affiliateCode, referralCode}`, kept until a registration uses them.
  reg_info: 'local',
  // This site's own: the status answer (spec 1 §3 caches the permissions) and the CDN hosts picked for the session.
  permissions: 'session',
  imageCDN: 'session',
  launchGameCDN: 'session',
  // Set by a login that must change its password first (the default or an expired one); cleared by the change.
  passwordChangeRequired: 'session',
  // Responsible gambling: the reality-check interval the player chose in this browser (minutes; absent: off), and
  // when the signed-in session of this tab began (epoch ms), which the reminder counts play time from.
  realityCheckMinutes: 'local',
  realityCheckSince: 'session',
  // The contract popup after login (spec 1 §2: once per session): the member id it was closed for.
  contractPopupClosed: 'session',
} as const satisfies Record<string, StorageArea>;

export type StorageKeyName = keyof typeof areas;

export type StorageKeys = { readonly [Name in StorageKeyName]: StorageKey<(typeof areas)[Name], Name> };

/**
 * Every key the site keeps in browser storage, by its name in storage: `storageKeys.token` is sessionStorage
 * `token`, `storageKeys.hisLang` localStorage `hisLang`. A key's area is part of it, so no caller picks the wrong one.
 */
export const storageKeys = Object.freeze(
  Object.fromEntries(
    Object.entries(areas).map(([name, area]) => [name, Object.freeze({ area, name })]),
  ) as unknown as StorageKeys,
);
