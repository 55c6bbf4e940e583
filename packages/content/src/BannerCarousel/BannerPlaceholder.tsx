import { BannerPicture, PlaceholderBox } from './BannerCarousel.styles';

export interface BannerPlaceholderProps {
  /**
   * The first banner's picture, when it is already known (the start-up asked for the home banners): shown at once in
   * the box, so the page's largest picture paints before the carousel's code and labels arrive.
   */
  picture?: string | undefined;
  /** The picture has been painted (or failed to load). */
  onPictureSettled?: () => void;
}

/** Keeps a carousel's place (3:1) while it loads; the carousel that replaces it names the banners. */
export function BannerPlaceholder({ picture, onPictureSettled }: BannerPlaceholderProps) {
  return (
    <PlaceholderBox aria-hidden="true">
      {picture && (
        <BannerPicture
          src={picture}
          alt=""
          width={1200}
          height={400}
          fetchPriority="high"
          decoding="async"
          onLoad={onPictureSettled}
          onError={onPictureSettled}
        />
      )}
    </PlaceholderBox>
  );
}
