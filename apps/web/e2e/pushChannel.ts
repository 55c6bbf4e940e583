import type { Page, WebSocket } from '@playwright/test';

/**
 * Resolves once the page's push channel is signed in and subscribed to both its topics (the platform's two
 * `subscribed` frames), so an event sent after it reaches the page; call it before the page loads.
 */
export function channelReady(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/wps/socket')) return;
      let subscribed = 0;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"subscribed"')) subscribed += 1;
        if (subscribed === 2) resolve(socket);
      });
    });
  });
}

/** The notifications the push channel shows on the page (found by markup: a dialog hides the rest of the page). */
export const notificationsOf = (page: Page) => page.locator('[data-notifications] li');
