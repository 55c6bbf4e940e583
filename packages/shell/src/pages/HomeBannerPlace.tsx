import { BannerPlaceholder, bannersOf, imagesOf } from '@lobby/content';
import { useAnnouncements } from './useAnnouncements';

/**
 * The home banners' place while the lobby's code and labels load: the first `w_home` picture as soon as the
 * announcements are known (a visitor's start-up asks for them beside the status call), so the page's largest paint
 * does not wait for the carousel.
 */
export function HomeBannerPlace() {
  const announcements = useAnnouncements();
  const [first] = bannersOf(announcements.data, 'w_home');
  return <BannerPlaceholder picture={first ? imagesOf(first)[0] : undefined} />;
}
