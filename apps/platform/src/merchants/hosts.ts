/**
 * The hosts the platform answers. A browser sends the Host it looked up, so a page on a foreign name that resolves to
 * this server (DNS rebinding) arrives with that foreign name: only known names are served.
 *
 * - `localhost` and an address (`127.0.0.1`, `[::1]`, `192.168.1.20`: no page of another site has it as its origin)
 *   serve the default brand;
 * - `<brand>.localhost` serves that brand (a `.localhost` name of no brand: nothing, answered 404);
 * - each merchant's main domain and alternative domains (the merchant rows) serve that merchant's brand;
 * - any other name is foreign (answered 421 Misdirected Request).
 */
export interface HostDirectory {
  brandIds: readonly string[];
  /** Each merchant domain, lower case, to its brand. */
  brandByDomain: ReadonlyMap<string, string>;
}

/** The name of a Host header: without the port and a trailing dot, lower case ('' when absent). */
export function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  const name = value.startsWith('[') ? value.replace(/\]:\d+$/, ']') : value.replace(/:\d+$/, '');
  return name.replace(/\.$/, '');
}

function isAddress(name: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || /^\[[0-9a-f:.]+\]$/.test(name);
}

/** Whether the platform answers `host` at all (see HostDirectory); an absent Host is a local tool's call. */
export function isServedHost(host: string | undefined, directory: HostDirectory): boolean {
  const name = hostName(host);
  return (
    name === '' ||
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    isAddress(name) ||
    directory.brandByDomain.has(name)
  );
}

/** The brand `host` serves (see HostDirectory); undefined for a foreign host or a `.localhost` name of no brand. */
export function brandForHost(
  host: string | undefined,
  directory: HostDirectory,
  defaultBrand: string,
): string | undefined {
  const name = hostName(host);
  if (name === '' || name === 'localhost' || isAddress(name)) return defaultBrand;
  if (name.endsWith('.localhost')) {
    const label = name.slice(0, -'.localhost'.length);
    return directory.brandIds.includes(label) ? label : undefined;
  }
  return directory.brandByDomain.get(name);
}

/** The domains of merchant rows, each to its brand. */
export function domainsOf(
  merchants: ReadonlyArray<{ brandId: string; mainDomain: string; domainList: readonly string[] }>,
): Map<string, string> {
  const byDomain = new Map<string, string>();
  for (const merchant of merchants) {
    for (const domain of [merchant.mainDomain, ...merchant.domainList]) {
      const name = hostName(domain);
      if (name && !byDomain.has(name)) byDomain.set(name, merchant.brandId);
    }
  }
  return byDomain;
}
