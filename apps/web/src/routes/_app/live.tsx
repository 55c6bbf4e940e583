import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function LivePage() {
  return <ComingSoonPage page="live" />;
}

export const Route = createFileRoute('/_app/live')({ component: LivePage });
