import type { BrandConfig } from '@lobby/brand';
import { escapeHtml, type AnnouncementSeed } from './announcements';
import { contentLanguagesOf } from './banners';
import type { CopyLanguage } from './bannerCopy';
import { noticeCopy, noticeKeys } from './noticeCopy';
import { vendorLineupOf } from './vendors';

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
      return {
        type: 'PL',
        platform: '*',
        lang,
        title: fill(copy.title[lang], values, (value) => value),
        content: fill(copy.html[lang], values, escapeHtml),
        sort,
      };
    }),
  );
}
