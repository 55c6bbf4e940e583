export { Carousel, type CarouselLabels, type CarouselProps, type CarouselSlide } from './Carousel';
