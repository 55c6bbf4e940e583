export { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';
export { BannerPlaceholder, type BannerPlaceholderProps } from './BannerPlaceholder';
