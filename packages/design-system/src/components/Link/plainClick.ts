import type { MouseEvent } from 'react';

/**
 * A plain left click on a link, which the app may follow itself (client-side routing); a middle or modified click
 * (new tab, new window, download) is left to the browser.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
