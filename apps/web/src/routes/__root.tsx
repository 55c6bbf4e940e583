import { validateMemberCentreSearch } from '../centres/memberCentreSearch';
import { holdForPasswordChange, waitForQueries } from '../routing/guards';
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
  // The member centre's open page is part of every address (?member=<page key>).
  validateSearch: validateMemberCentreSearch,
  beforeLoad: holdForPasswordChange,
  loader: waitForQueries,
  component: Root,
  errorComponent: RootErrorView,
  notFoundComponent: NotFoundView,
});
