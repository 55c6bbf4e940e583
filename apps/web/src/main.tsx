import { createShell, NotFoundView, RouteErrorView, RoutePendingView, ShellProviders } from '@lobby/shell';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import brand from 'virtual:lobby/brand';
import { loadMessages } from 'virtual:lobby/messages';
import { routeTree } from './routeTree.gen';

// Start-up order (spec 1 §4): merchant code and any ?token= hand-off into session storage, and the status call
// on its way, before React renders anything.
const shell = createShell({ brand });

const router = createRouter({
  routeTree,
  context: { store: shell.store },
  defaultPreload: 'intent',
  // The shell scrolls (to the top when the path changes, else to the #hash); the router's own handling is off.
  scrollRestoration: () => false,
  defaultPendingComponent: RoutePendingView,
  defaultPendingMs: 300,
  defaultErrorComponent: RouteErrorView,
  defaultNotFoundComponent: NotFoundView,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ShellProviders shell={shell} loadMessages={loadMessages}>
      <RouterProvider router={router} />
    </ShellProviders>
  </StrictMode>,
);
