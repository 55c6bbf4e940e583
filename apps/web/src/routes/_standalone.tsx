import { RootErrorView } from '../routing/RouteViews';
import { StandaloneLayout } from '../layouts/Layouts';
import { createFileRoute, Outlet } from '@tanstack/react-router';

function WithoutHeader() {
  return (
    <StandaloneLayout>
      <Outlet />
    </StandaloneLayout>
  );
}

/** No header: registration and password pages. */
export const Route = createFileRoute('/_standalone')({
  // Only the layout's component is split off; its error view stays in the entry, which loads even when chunks fail.
  codeSplitGroupings: [['component']],
  component: WithoutHeader,
  // A layout that breaks takes its page with it: the full-page message (with its own landmark) stands in.
  errorComponent: RootErrorView,
});
