import type { Announcement, PromotionCategory } from '@lobby/contract';

// Promotions and categories for the stories: fixed dates and pictures drawn here, so screenshots never change.

/** A 3:1 picture drawn in the story itself, as the platform draws its promotion art. */
export const promotionPicture = (title: string, from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="80" y="230" font-family="Arial" font-size="80" font-weight="700" fill="#fff">${title}</text></svg>`,
  )}`;

const day = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 2, 2);

export const storyCategories: PromotionCategory[] = [
  { id: 2, code: 'rng_promo', name: 'Slots', sort: 1 },
  { id: 3, code: 'live_promo', name: 'Live casino', sort: 2 },
  { id: 7, code: 'rebate_promo', name: 'Rebates', sort: 7 },
  { id: 8, code: 'deposit_promo', name: 'Deposit bonuses', sort: 8 },
  { id: 12, code: 'new_player', name: 'New players', sort: 12 },
];

export const storyPromotions: Announcement[] = [
  {
    id: 31,
    title: 'Welcome bonus: 100% on your first deposit',
    promoAnnouncementCategoryIds: [12, 8],
    announcementImages: [{ url: promotionPicture('Welcome 100%', '#1e3a8a', '#6d28d9'), sequence: 1 }],
    startDate: start - 30 * day,
    endDate: start + 335 * day,
  },
  {
    id: 32,
    title: 'Free spins every Friday',
    promoAnnouncementCategoryIds: [2],
    announcementImages: [{ url: promotionPicture('Free spins', '#064e3b', '#0e7490'), sequence: 1 }],
    startDate: start - 14 * day,
    endDate: start + 45 * day,
  },
  {
    id: 33,
    title: 'Daily rebate on slots and live casino',
    promoAnnouncementCategoryIds: [7],
    announcementImages: [{ url: promotionPicture('Daily rebate', '#7c2d12', '#9d174d'), sequence: 1 }],
    startDate: start - 60 * day,
  },
  {
    id: 34,
    title: 'Weekend reload: 50% on your deposits',
    category: 'deposit_promo',
    announcementImages: [{ url: promotionPicture('Weekend reload', '#312e81', '#be185d'), sequence: 1 }],
    startDate: start - 3 * day,
    endDate: start + 25 * day,
  },
];
