import type { Announcement } from '@lobby/contract';
import { Carousel, isPlainClick, type CarouselLabels } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { imagesOf } from '../announcements/popups';
import { bannerCarouselMessages as m } from './BannerCarousel.messages';
import { BannerButton, BannerLink, BannerPicture } from './BannerCarousel.styles';

export interface BannerCarouselProps {
  banners: readonly Announcement[];
  /** The carousel's name ("Slots"); by default "Featured". */
  label?: string;
  /** Whether a banner leads somewhere (its linkage); those are buttons, or links when `hrefOf` gives an address. */
  leadsSomewhere: (banner: Announcement) => boolean;
  /** The address a banner opens, for a real link (middle click, "open in new tab"); undefined for a button. */
  hrefOf?: (banner: Announcement) => string | undefined;
  onChoose: (banner: Announcement) => void;
  /** The first banner's picture is what a player sees first: it loads at once. */
  priority?: boolean;
}

/** Banner pictures are 3:1 (1200 x 400): the box is reserved before they load. */
const aspectRatio = '3 / 1';

/**
 * A page's banners (spec 2 §2, §4): the platform's pictures in the design system's carousel, which loops, rotates
 * every 5 s with a 1 s transition and offers dots only above one banner. A banner with a linkage is a control that
 * follows it; the banner's title names it (the picture carries the same words).
 */
export function BannerCarousel({
  banners,
  label,
  leadsSomewhere,
  hrefOf,
  onChoose,
  priority = false,
}: BannerCarouselProps) {
  const intl = useIntl();
  const labels: CarouselLabels = {
    previous: intl.formatMessage(m.previous),
    next: intl.formatMessage(m.next),
    pause: intl.formatMessage(m.pause),
    play: intl.formatMessage(m.play),
    slide: (position, total) => intl.formatMessage(m.slide, { position, total }),
    goTo: (position) => intl.formatMessage(m.goTo, { position }),
  };
  const slides = banners.map((banner, index) => {
    const title = banner.title?.trim() || intl.formatMessage(m.untitled, { position: index + 1 });
    const picture = (
      <BannerPicture
        src={imagesOf(banner)[0]}
        alt={leadsSomewhere(banner) ? '' : title}
        width={1200}
        height={400}
        loading={priority && index === 0 ? 'eager' : 'lazy'}
        // The first banner is what a player sees first (the page's largest picture): it is fetched first.
        fetchPriority={priority && index === 0 ? 'high' : 'auto'}
        decoding="async"
      />
    );
    const href = hrefOf?.(banner);
    const content = !leadsSomewhere(banner) ? (
      picture
    ) : href ? (
      <BannerLink
        href={href}
        aria-label={title}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onChoose(banner);
        }}
      >
        {picture}
      </BannerLink>
    ) : (
      <BannerButton type="button" aria-label={title} onClick={() => onChoose(banner)}>
        {picture}
      </BannerButton>
    );
    return { key: String(banner.id), content, label: title };
  });
  return (
    <Carousel
      slides={slides}
      label={label ?? intl.formatMessage(m.label)}
      labels={labels}
      autoplayDelay={5000}
      transitionMs={1000}
      aspectRatio={aspectRatio}
    />
  );
}
