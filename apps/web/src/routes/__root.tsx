import { NotFoundView, RootErrorView, ShellRoot } from '@lobby/shell';
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
  component: Root,
  errorComponent: RootErrorView,
  notFoundComponent: NotFoundView,
});
