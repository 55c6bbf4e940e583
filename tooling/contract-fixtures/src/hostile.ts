import list from './hostileMarkup.json' with { type: 'json' };

/**
 * Hostile HTML a platform might send in any content field: the filter-evasion payloads of the OWASP XSS cheat sheet
 * (source and licence in hostileMarkup.json). The client's tests prove none survives sanitising; the platform's and
 * the end-to-end tests write them into a merchant's content through the dev content endpoints. Never the demo seed.
 */
export const hostileMarkup: readonly string[] = list.payloads.map((entry) => entry.payload);
