import { HeaderOnlyLayout } from '../layouts/Layouts';
import { RootErrorView } from '../routing/RouteViews';
import { createFileRoute, Outlet } from '@tanstack/react-router';

function WithHeaderOnly() {
  return (
    <HeaderOnlyLayout>
      <Outlet />
    </HeaderOnlyLayout>
  );
}

/** Header only: lottery, seamless games and the agent home. */
export const Route = createFileRoute('/_headerOnly')({
  // Only the layout's component is split off; its error view stays in the entry, which loads even when chunks fail.
  codeSplitGroupings: [['component']],
  component: WithHeaderOnly,
  // A layout that breaks takes its page with it: the full-page message (with its own landmark) stands in.
  errorComponent: RootErrorView,
});
