import { afterPaint } from './scheduling';

/**
 * The first home banner in index.html's loading cover, above the logo (the shell's LoadingCover, which replaces the
 * cover, shows the same picture in the same place). Resolves once the picture has been painted, or has failed to
 * load; at once when the cover is already gone.
 */
export function showCoverPicture(picture: string): Promise<void> {
  const cover = document.querySelector('#root > .boot-cover');
  if (!cover) return Promise.resolve();
  const image = Object.assign(document.createElement('img'), { src: picture, alt: '', width: 1200, height: 400 });
  image.className = 'boot-cover-picture';
  image.setAttribute('fetchpriority', 'high');
  return new Promise<void>((resolve) => {
    image.addEventListener('load', () => void afterPaint().then(resolve), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
    cover.prepend(image);
  });
}
