export { sanitizeHtml } from './html/sanitizeHtml';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { announcementsQuery, type AnnouncementsScope } from './announcements/announcementsQuery';
export { dismissPopups, imagesOf, popupsDismissed, popupsFor, type PopupAudience } from './announcements/popups';
export { AnnouncementPopup, type AnnouncementPopupProps } from './AnnouncementPopup';
export { bannersOf, bannerTargetOf, centreBannerGroup, type BannerGroup, type BannerTarget } from './banners/banners';
export {
  BannerCarousel,
  BannerPlaceholder,
  type BannerCarouselProps,
  type BannerPlaceholderProps,
} from './BannerCarousel';
export * from './NoticePopup';
export {
  allPromotions,
  categoryFilterOf,
  categoryFiltersOf,
  inCategory,
  periodOf,
  promotionById,
  promotionCategoriesQuery,
  promotionsInFilter,
  promotionsOf,
} from './promotions/promotions';
export { formatPeriod, PromotionList, type PromotionListProps, type PromotionListStatus } from './PromotionList';
export { PromotionDetail, type PromotionDetailProps } from './PromotionDetail';
export { Promotions, type PromotionsProps } from './Promotions';
