import { act, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { baseStatus, renderInShell, statusHandler, withMswServer } from '../testing/shellTestKit';
import { ChunkTimeoutError, isChunkLoadError } from './chunkErrors';
import { RouteErrorView, RoutePendingView } from './RouteViews';

const server = setupServer();
withMswServer(server);
// The shell asks for the status as it starts, whatever it renders.
beforeEach(() => server.use(statusHandler(baseStatus)));

/** The views link home, so they render inside a router. */
function inRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/somewhere'] }),
  });
  return renderInShell(<RouterProvider router={router} />);
}

describe('isChunkLoadError', () => {
  it("recognises each browser's wording of a lazy chunk that did not arrive", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/rng-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ChunkTimeoutError())).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('RouteErrorView', () => {
  it("shows the spec's network message and a retry when a page's code failed to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    inRouter(<RouteErrorView error={new TypeError('Failed to fetch dynamically imported module: /a.js')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('RoutePendingView', () => {
  it('shows a labelled spinner, then gives up after the chunk time-out with the network message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      inRouter(<RoutePendingView timeoutMs={120_000} />);
      expect(await screen.findByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(119_000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    } finally {
      vi.useRealTimers();
    }
  });
});
