import type { RegisterRules, Resource, SystemStatusValue } from '@lobby/contract';
import { type SocialNetwork, socialNetworks } from '@lobby/frame';
import { systemStatusOf, type SystemStatus } from '@lobby/whitelabel';
import { createContext, useContext, type ReactNode } from 'react';
import type { ShellBrand } from '../context/ShellContext';
import { cdnStorageKeys, pickCdn } from './cdn';

/** A customer-service entry; `path` may still be DES-encrypted (see `useCustomerService`). */
export interface CustomerServiceLink {
  title: string;
  /** LIVECHAT, TELEGRAM, TELEPHONE, FACEBOOK ... upper case; '' when the platform gave none. */
  csType: string;
  path: string;
}

/** The merchant's run-time site configuration, typed: what the status answer carries beyond the flags. */
export interface SiteConfig {
  systemStatus: SystemStatus;
  /** The visitor's address as the platform saw it (shown on the region-blocked screen). */
  ip: string | null;
  /** End of the maintenance window, epoch ms. */
  maintenanceEnd: number | null;
  /** The platform's own maintenance message, when it sends one. */
  maintenanceMessage: string | null;
  /** Registration field rules (`status.info.register`). */
  registerRules: RegisterRules;
  /** Site resources (social links, downloads, QR ...): the platform's, else derived from the brand config. */
  resources: readonly Resource[];
  customerService: readonly CustomerServiceLink[];
  /** Follow-us links that exist, by network. */
  social: Partial<Record<SocialNetwork, string>>;
  /** Image host picked for this session. */
  imageCdn: string;
  /** Game-launch host picked for this session. */
  launchGameCdn: string;
  mainDomain: string | null;
  /** How many avatars a member chooses from (`gw.PROFILE_ICON_COUNT`); 0 when the site names none. */
  profileIconCount: number;
}

/** Only web links are followed: a resource or customer-service entry can never run script. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const socialResourceType: Record<SocialNetwork, string> = {
  facebook: 'FACEBOOK',
  instagram: 'INSTAGRAM',
  twitter: 'TWITTER',
  youtube: 'YOUTUBE',
  telegram: 'TELEGRAM',
  discord: 'DISCORD',
};

/** The first resource of `type` (case-insensitive) that carries a web link. */
export function findResource(resources: readonly Resource[], type: string): Resource | undefined {
  const wanted = type.toUpperCase();
  return resources.find(
    (resource) => resource.resourceType.toUpperCase() === wanted && safeHttpUrl(resource.url) !== null,
  );
}

export const resourceUrl = (resources: readonly Resource[], type: string): string | null =>
  safeHttpUrl(findResource(resources, type)?.url);

function brandResources(brand: ShellBrand): Resource[] {
  const social = brand.resources.social;
  return socialNetworks.flatMap((network) => {
    const url = social[network];
    return url ? [{ resourceType: socialResourceType[network], url }] : [];
  });
}

/**
 * Reads the status answer into the site config. The platform's lists win when it sends them (an empty list means
 * the merchant has none); the brand config's lists stand in only when the answer carries none at all.
 */
export function siteConfigOf(value: SystemStatusValue, brand: ShellBrand): SiteConfig {
  const info = value.info;
  const resources = Array.isArray(info.resources) ? info.resources : brandResources(brand);
  const customerService: CustomerServiceLink[] = Array.isArray(info.customerService)
    ? info.customerService.flatMap((entry) =>
        entry.path
          ? [{ title: entry.title ?? '', csType: (entry.csType ?? '').toUpperCase(), path: entry.path.trim() }]
          : [],
      )
    : brand.resources.customerService.map((entry) => ({ title: entry.name, csType: 'LIVECHAT', path: entry.url }));
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const network of socialNetworks) {
    const url = resourceUrl(resources, socialResourceType[network]);
    if (url) social[network] = url;
  }
  const raw = value as Record<string, unknown>;
  const message = [raw.maintenanceMessage, raw.message].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  return {
    systemStatus: systemStatusOf(value),
    ip: value.location?.ip ?? null,
    maintenanceEnd: value.maintenanceEnd ?? null,
    maintenanceMessage: message?.trim() ?? null,
    registerRules: info.register ?? {},
    resources,
    customerService,
    social,
    imageCdn: pickCdn(cdnStorageKeys.image, info.imageCDNs, brand.cdn.images),
    launchGameCdn: pickCdn(cdnStorageKeys.launchGame, info.launchGameCDNs, brand.cdn.launchGame),
    mainDomain: info.mainDomain ?? null,
    profileIconCount: profileIconCountOf(info.gw?.PROFILE_ICON_COUNT),
  };
}

/** A whole number of avatars from 0 to 100 (anything else reads as none, so a bad answer offers no choice). */
function profileIconCountOf(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100 ? value : 0;
}

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

/** The merchant's site config; available below the start-up gate. */
export function useSiteConfig(): SiteConfig {
  const value = useContext(SiteConfigContext);
  if (!value) throw new Error('useSiteConfig() needs the start-up gate (or a SiteConfigProvider) above it');
  return value;
}
