import { fileURLToPath } from 'node:url';

const setupDom = fileURLToPath(new URL('./setup-dom.js', import.meta.url));

/**
 * Test settings every package shares. `environment: 'jsdom'` for anything that renders (DOMPurify is only safe to
 * test under jsdom), 'node' for servers and pure logic. `setupFiles` run after the shared DOM setup.
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[] }} [options]
 */
export function lobbyVitest({ environment = 'node', setupFiles = [] } = {}) {
  return {
    test: {
      environment,
      globals: true,
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      setupFiles: [...(environment === 'jsdom' ? [setupDom] : []), ...setupFiles],
      restoreMocks: true,
      clearMocks: true,
      testTimeout: 10_000,
    },
  };
}
