import type { BrandConfig } from '@lobby/brand';
import type { promotionCategories } from '../db/schema';
import { escapeHtml, type AnnouncementSeed } from './announcements';
import { artSlug, artUrlOf, type CopyLanguage } from './bannerCopy';
import { contentLanguagesOf } from './banners';
import {
  promotionCategoryCopy,
  promotionCopy,
  termsHeading,
  type PromotionCategoryCode,
  type PromotionKey,
  type PromotionTerms,
} from './promotionCopy';

const dayMs = 24 * 60 * 60 * 1000;

/** A merchant's promotion categories before they are stored: every code, named in each written language, in order. */
export function promotionCategoriesFor(): Array<Omit<typeof promotionCategories.$inferInsert, 'merchantId'>> {
  return promotionCategoryCopy.map(({ code, names }, index) => ({ code, names: { ...names }, sort: index + 1 }));
}

/** Terms as a back office's editor writes them: a paragraph, a table, a heading and numbered rules, a closing line. */
function termsHtml(terms: PromotionTerms, lang: CopyLanguage): string {
  const cells = (tag: 'th' | 'td', row: readonly string[]) =>
    `<tr>${row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
  return [
    `<p>${escapeHtml(terms.intro)}</p>`,
    `<table><thead>${cells('th', terms.table.head)}</thead>`,
    `<tbody>${terms.table.rows.map((row) => cells('td', row)).join('')}</tbody></table>`,
    `<h3>${escapeHtml(termsHeading[lang])}</h3>`,
    `<ol>${terms.rules.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('')}</ol>`,
    `<p>${escapeHtml(terms.outro)}</p>`,
  ].join('');
}

/**
 * A merchant's promotions (type PR, every platform), in English and its own language: each of `promotionCopy` in
 * order, with the art of its title, its terms as HTML, its categories by id, and a
 * start and an end in whole UTC days around `now` (the platform clock when the seed runs).
 */
export function promotionsFor(
  brand: BrandConfig,
  now: Date,
  categoryId: (code: PromotionCategoryCode) => number,
): Array<AnnouncementSeed & { key: PromotionKey; lang: CopyLanguage }> {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  const keys = Object.keys(promotionCopy) as PromotionKey[];
  return contentLanguagesOf(brand).flatMap((lang) =>
    keys.map((key, sort) => {
      const copy = promotionCopy[key];
      return {
        key,
        type: 'PR',
        platform: '*',
        lang,
        title: copy.title[lang],
        content: termsHtml(copy.terms[lang], lang),
        images: [artUrlOf(artSlug(`promo-${key}`, copy.title, lang))],
        categoryIds: copy.categories.map(categoryId),
        startsAt: new Date(today - copy.startedDaysAgo * dayMs),
        endsAt: new Date(today + copy.endsInDays * dayMs),
        sort,
      };
    }),
  );
}
