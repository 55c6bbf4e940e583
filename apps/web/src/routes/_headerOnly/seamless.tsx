import { requireSession, SeamlessPage } from '@lobby/shell';
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_headerOnly/seamless')({
  beforeLoad: ({ search }) => {
    requireSession();
    // Without a game to start there is nothing to show: the games are on the home page.
    if (!(search as { nodeId?: unknown }).nodeId) throw redirect({ to: '/', replace: true });
  },
  component: SeamlessPage,
});
