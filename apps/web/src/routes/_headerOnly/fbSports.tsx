import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function FbSportsPage() {
  return <ComingSoonPage page="fbSports" />;
}

export const Route = createFileRoute('/_headerOnly/fbSports')({ component: FbSportsPage });
