import type { Resource } from '@lobby/contract';
import { safeHttpUrl } from '../startup/siteConfig';

/** The brand's square icon (the favicon's family) as each brand build serves it: drawn in the download QR codes. */
export const brandIconSrc = '/icon-192.png';

/** An app file the merchant offers: its web address and, when the platform names it, its title. */
export interface AppDownload {
  url: string;
  title: string | null;
}

export interface AppDownloads {
  /** The iOS app: a mobile configuration profile (spec 2 §3: type MOBILECONFIG, name IOS). */
  ios: AppDownload | null;
  /** The Android app (type and name Android). */
  android: AppDownload | null;
}

/*
 * The platform lists downloads among the site resources by `resourceType` (`Android`, `iOS`: contract §3.4), and
 * the spec's download resource names them by `type` (MOBILECONFIG, Android) and `name` (IOS, Android). Either way
 * counts; the QR resource never does.
 */
const iosWords = new Set(['IOS', 'MOBILECONFIG']);
const androidWords = new Set(['ANDROID', 'APK']);

const wordsOf = (resource: Resource) =>
  [resource.resourceType, resource.type, resource.name].flatMap((word) => (word ? [word.trim().toUpperCase()] : []));

function downloadOf(resources: readonly Resource[], words: ReadonlySet<string>): AppDownload | null {
  for (const resource of resources) {
    if (resource.resourceType.toUpperCase() === 'QR') continue;
    if (!wordsOf(resource).some((word) => words.has(word))) continue;
    const url = safeHttpUrl(resource.url);
    if (url) return { url, title: resource.title?.trim() || resource.labelNameEn?.trim() || null };
  }
  return null;
}

/** The iOS and Android downloads among the merchant's resources; each only with a web address. */
export function appDownloadsOf(resources: readonly Resource[]): AppDownloads {
  return { ios: downloadOf(resources, iosWords), android: downloadOf(resources, androidWords) };
}

/**
 * What the download QR codes encode (docs/decisions: the download QR): the merchant's QR resource (its `qrCodeUrl`,
 * else its `url`) when it lists one, otherwise this site's download page, which offers each app a phone can take.
 * Never the session: the code is shown on screen.
 */
export function downloadQrValue(resources: readonly Resource[], origin: string): string {
  for (const resource of resources) {
    if (resource.resourceType.toUpperCase() !== 'QR') continue;
    const value = safeHttpUrl(resource.qrCodeUrl) ?? safeHttpUrl(resource.url);
    if (value) return value;
  }
  return `${origin}/down`;
}
