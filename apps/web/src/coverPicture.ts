import { afterPaint } from './scheduling';

/**
 * Resolves once `image` has been presented on screen: when the browser reports it as the largest paint so far (the
 * moment it reached the screen, which on a busy phone can be well after the frame that drew it), else after the next
 * paint. The caller bounds the wait.
 */
function presented(image: HTMLImageElement): Promise<void> {
  const observable =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  if (!observable || document.visibilityState !== 'visible') return afterPaint();
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === image)) {
        return;
      }
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * The page's first banner (home or game centre) in index.html's loading cover, above the logo (the shell's LoadingCover, which replaces the
 * cover, shows the same picture in the same place). Resolves once the picture is on screen, or has failed to load;
 * at once when the cover is already gone.
 */
export function showCoverPicture(picture: string): Promise<void> {
  const cover = document.querySelector('#root > .boot-cover');
  if (!cover) return Promise.resolve();
  const image = Object.assign(document.createElement('img'), { src: picture, alt: '', width: 1200, height: 400 });
  image.className = 'boot-cover-picture';
  image.setAttribute('fetchpriority', 'high');
  return new Promise<void>((resolve) => {
    image.addEventListener('load', () => void presented(image).then(resolve), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
    cover.prepend(image);
  });
}
