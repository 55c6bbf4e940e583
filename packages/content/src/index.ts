export { sanitizeHtml } from './html/sanitizeHtml';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { announcementsQuery, fetchAnnouncements, type AnnouncementsScope } from './announcements/announcementsQuery';
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
export { NoticeList, type NoticeListProps } from './NoticeList';
export { ContentStatus, type ContentKind, type ContentStatusProps } from './ContentStatus';
export { helpCentreQuery } from './help/helpCentreQuery';
export { HelpCentre, helpSectionsOf, type HelpCentreProps, type HelpSection } from './HelpCentre';
export { HelpPopup, type HelpPopupProps } from './HelpPopup';
export { FeedbackPopup, type FeedbackPopupProps } from './FeedbackPopup';
export type { FeedbackBody, FeedbackFormProps } from './FeedbackForm';
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
