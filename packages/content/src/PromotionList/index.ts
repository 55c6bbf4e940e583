export { formatPeriod, PromotionList, type PromotionListProps, type PromotionListStatus } from './PromotionList';
