export { PromotionDetail, type PromotionDetailProps } from './PromotionDetail';
