import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const bannerCarouselMessages = defineMessages<{
  label: NoValues;
  previous: NoValues;
  next: NoValues;
  pause: NoValues;
  play: NoValues;
  slide: { position: number; total: number };
  goTo: { position: number };
  untitled: { position: number };
}>({
  label: { id: 'content.BannerCarousel.label', defaultMessage: 'Featured' },
  previous: { id: 'content.BannerCarousel.previous', defaultMessage: 'Previous banner' },
  next: { id: 'content.BannerCarousel.next', defaultMessage: 'Next banner' },
  pause: { id: 'content.BannerCarousel.pause', defaultMessage: 'Pause the banners' },
  play: { id: 'content.BannerCarousel.play', defaultMessage: 'Play the banners' },
  slide: { id: 'content.BannerCarousel.slide', defaultMessage: '{position} of {total}' },
  goTo: { id: 'content.BannerCarousel.goTo', defaultMessage: 'Show banner {position}' },
  untitled: { id: 'content.BannerCarousel.untitled', defaultMessage: 'Banner {position}' },
});
