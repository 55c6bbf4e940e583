import { AppLayout } from '../layouts/Layouts';
import { RootErrorView } from '../routing/RouteViews';
import { createFileRoute, Outlet } from '@tanstack/react-router';

function WithHeaderFooterAndSideMenu() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}

/** Header, footer and side menu: home, download, game centres and content pages. */
export const Route = createFileRoute('/_app')({
  // Kept in the entry chunk: nearly every page, and the home page above all, needs it before its first paint.
  codeSplitGroupings: [],
  component: WithHeaderFooterAndSideMenu,
  // A layout that breaks takes its page with it: the full-page message (with its own landmark) stands in.
  errorComponent: RootErrorView,
});
