import type { BrandConfig } from '@lobby/brand';
import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import { escapeHtml, type AnnouncementSeed } from './announcements';
import { contentLanguagesOf } from './banners';
import type { CopyLanguage } from './bannerCopy';
import { noticeCopy, noticeKeys, type NoticeKey } from './noticeCopy';
import { vendorLineupOf } from './vendors';

/**
 * The notices that carry two payloads of the hostile list after their copy (a different pair each, none a popup's),
 * so a client's notice popup always has something to sanitise.
 */
export const hostileNotices: readonly NoticeKey[] = ['new-game', 'holiday-bonus', 'app-download'];

/** The hostile payloads a notice carries: none, or the pair of its place among `hostileNotices`. */
export function payloadsOf(key: NoticeKey): string[] {
  const place = hostileNotices.indexOf(key);
  if (place < 0) return [];
  const first = 14 + place * 4;
  return hostileMarkup.slice(first, first + 2);
}

/** Fills the copy's placeholders; `escape` for HTML content, identity for a plain-text title. */
function fill(text: string, values: Record<string, string>, escape: (value: string) => string): string {
  return text.replace(/\{(brand|age|vendor|domain)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : escape(value);
  });
}

/**
 * A merchant's notices (type PL, every platform), in English and its own language: the eight of `noticeKeys` in
 * that order, the maintenance one naming the merchant's first slot vendor and the links its main domain.
 */
export function noticesFor(brand: BrandConfig, mainDomain: string): Array<AnnouncementSeed & { lang: CopyLanguage }> {
  const values = {
    brand: brand.displayName,
    age: String(brand.ageOfConsent),
    vendor: vendorLineupOf(brand).find((card) => card.gameType === 'RNG')?.code ?? 'PG',
    domain: mainDomain,
  };
  return contentLanguagesOf(brand).flatMap((lang) =>
    noticeKeys.map((key, sort) => {
      const copy = noticeCopy[key];
      const payloads = payloadsOf(key);
      return {
        type: 'PL',
        platform: '*',
        lang,
        title: fill(copy.title[lang], values, (value) => value),
        content: fill(copy.html[lang], values, escapeHtml) + (payloads.length ? `<div>${payloads.join('')}</div>` : ''),
        sort,
      };
    }),
  );
}
