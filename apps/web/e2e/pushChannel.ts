import type { Page, WebSocket } from '@playwright/test';

/** Resolves once the page's push channel is signed in (the platform's `ready` frame); call it before the page loads. */
export function channelReady(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/wps/socket')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve(socket);
      });
    });
  });
}

/** The notifications the push channel shows on the page (found by markup: a dialog hides the rest of the page). */
export const notificationsOf = (page: Page) => page.locator('[data-notifications] li');
