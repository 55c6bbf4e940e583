import { BannerPlaceholder, bannersOf, imagesOf } from '@lobby/content';
import { useEffect } from 'react';
import { useAnnouncements } from './useAnnouncements';

/** How long the lobby waits for the first picture before loading anyway (a slow or stalled picture). */
const pictureWaitMs = 2500;

export interface HomeBannerPlaceProps {
  /** The first picture is shown, failed, or there is none (or it took too long): the rest of the page may load. */
  onSettled?: () => void;
}

/**
 * The home banners' place while the lobby's code and labels load: the first `w_home` picture as soon as the
 * announcements are known (a visitor's start-up asks for them beside the status call), so the page's largest paint
 * does not wait for the carousel.
 */
export function HomeBannerPlace({ onSettled }: HomeBannerPlaceProps) {
  const announcements = useAnnouncements();
  const [first] = bannersOf(announcements.data, 'w_home');
  const picture = first ? imagesOf(first)[0] : undefined;
  const noPicture = announcements.isError || (announcements.isSuccess && !picture);
  useEffect(() => {
    if (!onSettled) return;
    if (noPicture) {
      onSettled();
      return;
    }
    const timer = setTimeout(onSettled, pictureWaitMs);
    return () => clearTimeout(timer);
  }, [noPicture, onSettled]);
  return <BannerPlaceholder picture={picture} onPictureSettled={onSettled} />;
}
