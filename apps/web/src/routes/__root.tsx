import { holdForPasswordChange } from '../routing/guards';
import { NotFoundView, RootErrorView } from '../routing/RouteViews';
import { ShellRoot } from '../routing/ShellRoot';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../routerContext';

function Root() {
  return (
    <ShellRoot>
      <Outlet />
    </ShellRoot>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: holdForPasswordChange,
  component: Root,
  errorComponent: RootErrorView,
  notFoundComponent: NotFoundView,
});
