import { NotFoundView, RouteErrorView, RoutePendingView } from './routing/RouteViews';
import { ShellProviders } from './context/ShellProviders';
import type { Shell } from './context/createShell';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadDeferredMessages, loadMessages } from 'virtual:lobby/messages';
import { nextTask } from './scheduling';
import { routeTree } from './routeTree.gen';

/** The brand's help organisations, a chunk of their own: only the responsible-gambling page links them. */
const loadHelpOrganisations = () =>
  import('virtual:lobby/brand/responsible-gambling').then((module) => module.helpOrganisations);

function createAppRouter(shell: Shell) {
  return createRouter({
    routeTree,
    context: { store: shell.store, queries: shell.queries },
    defaultPreload: 'intent',
    // The shell scrolls (to the top when the path changes, else to the #hash); the router's own handling is off.
    scrollRestoration: () => false,
    defaultPendingComponent: RoutePendingView,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: NotFoundView,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/**
 * Renders the site into `#root`, replacing index.html's loading cover, in steps that are separate tasks (building
 * the router, resolving the first route, rendering), so none blocks the page for long.
 */
export async function renderApp(shell: Shell) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const router = createAppRouter(shell);
  await nextTask();
  // The first route's matches (guards, chunks) resolve before the first render: resolving them during it would
  // re-render the whole app at once when they settle.
  await router.load().catch(() => undefined);
  await nextTask();
  // A transition: React renders the app in slices of a few milliseconds, so the page keeps answering input (and a
  // phone keeps animating the cover) instead of in one long task.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <ShellProviders
          shell={shell}
          loadMessages={loadMessages}
          loadDeferredMessages={loadDeferredMessages}
          loadHelpOrganisations={loadHelpOrganisations}
        >
          <RouterProvider router={router} />
        </ShellProviders>
      </StrictMode>,
    );
  });
}
