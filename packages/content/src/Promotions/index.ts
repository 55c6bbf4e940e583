export { Promotions, type PromotionsProps } from './Promotions';
