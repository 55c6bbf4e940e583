export { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';
export { BannerPlaceholder } from './BannerCarousel.styles';
