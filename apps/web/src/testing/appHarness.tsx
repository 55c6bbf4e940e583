import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { Shell } from '../context/createShell';
import { ShellProviders } from '../context/ShellProviders';
import { AppLayout, HeaderOnlyLayout, StandaloneLayout } from '../layouts/Layouts';
import en from '../messages/en.json';
import { ForgotPasswordPage, RegisterPage } from '../pages/AccountPages';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { RewardsRoutePage } from '../rewards/RewardsRoutePage';
import { DownloadPage } from '../pages/DownloadPage';
import { AnnouncementPage } from '../pages/AnnouncementPage';
import { HelpPage } from '../pages/HelpPage';
import { HomePage } from '../pages/HomePage';
import { JoinPage } from '../pages/JoinPage';
import { openLoginOverHome, requireSession, waitForQueries } from '../routing/guards';
import type { RouterContext } from '../routerContext';
import { NotFoundView, RootErrorView, RouteErrorView, RoutePendingView } from '../routing/RouteViews';
import { ShellRoot } from '../routing/ShellRoot';
import { testShell } from './shellTestKit';

/*
 * A memory-history copy of apps/web's route layout (code-based), for tests of the shell as a whole: the start-up
 * gate, the three layouts, the guards, the popups. Not exported from the package.
 */

function Broken(): never {
  throw new Error('This page broke');
}

export function createTestRouter(shell: Shell, initialPath: string) {
  const root = createRootRouteWithContext<RouterContext>()({
    loader: waitForQueries,
    component: () => (
      <ShellRoot>
        <Outlet />
      </ShellRoot>
    ),
    errorComponent: RootErrorView,
    notFoundComponent: NotFoundView,
  });
  const app = createRoute({
    getParentRoute: () => root,
    id: '_app',
    component: () => (
      <AppLayout>
        <Outlet />
      </AppLayout>
    ),
  });
  const headerOnly = createRoute({
    getParentRoute: () => root,
    id: '_headerOnly',
    component: () => (
      <HeaderOnlyLayout>
        <Outlet />
      </HeaderOnlyLayout>
    ),
  });
  const standalone = createRoute({
    getParentRoute: () => root,
    id: '_standalone',
    component: () => (
      <StandaloneLayout>
        <Outlet />
      </StandaloneLayout>
    ),
  });
  const tree = root.addChildren([
    createRoute({
      getParentRoute: () => root,
      path: '/login',
      beforeLoad: ({ context }) => openLoginOverHome(context.store),
    }),
    app.addChildren([
      createRoute({ getParentRoute: () => app, path: '/', component: HomePage }),
      createRoute({ getParentRoute: () => app, path: '/rng', component: () => <ComingSoonPage page="rng" /> }),
      createRoute({ getParentRoute: () => app, path: '/help', component: HelpPage }),
      createRoute({ getParentRoute: () => app, path: '/announcement', component: AnnouncementPage }),
      createRoute({
        getParentRoute: () => app,
        path: '/rewards',
        component: RewardsRoutePage,
      }),
      createRoute({ getParentRoute: () => app, path: '/down', component: DownloadPage }),
      createRoute({ getParentRoute: () => app, path: '/join', component: JoinPage }),
      createRoute({ getParentRoute: () => app, path: '/broken', component: Broken }),
    ]),
    headerOnly.addChildren([
      createRoute({
        getParentRoute: () => headerOnly,
        path: '/agentHome',
        component: () => <ComingSoonPage page="agentHome" />,
      }),
      createRoute({
        getParentRoute: () => headerOnly,
        path: '/lottery',
        beforeLoad: requireSession,
        component: () => <ComingSoonPage page="lottery" />,
      }),
    ]),
    standalone.addChildren([
      createRoute({
        getParentRoute: () => standalone,
        path: '/register',
        component: RegisterPage,
      }),
      createRoute({
        getParentRoute: () => standalone,
        path: '/forget',
        component: ForgotPasswordPage,
      }),
    ]),
  ]);
  return createRouter({
    routeTree: tree,
    history: createMemoryHistory({ initialEntries: [initialPath] }),
    context: { store: shell.store, queries: shell.queries },
    scrollRestoration: () => false,
    defaultPendingComponent: RoutePendingView,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: NotFoundView,
  });
}

/** Renders the whole shell at `path`, as main.tsx does. */
export function renderApp(path: string, shell: Shell = testShell()) {
  const router = createTestRouter(shell, path);
  const view = render(
    <ShellProviders shell={shell} loadMessages={async () => en} logoSrc="/logo.svg">
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return { ...view, router, shell };
}
