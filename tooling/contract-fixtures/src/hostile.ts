import list from './hostileMarkup.json' with { type: 'json' };

/**
 * Hostile HTML a platform might send in any content field: the filter-evasion payloads of the OWASP XSS cheat sheet
 * (source and licence in hostileMarkup.json). The reference platform seeds some of them into its content, and the
 * client's tests prove none survives sanitising.
 */
export const hostileMarkup: readonly string[] = list.payloads.map((entry) => entry.payload);
