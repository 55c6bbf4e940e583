import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function SportsPage() {
  return <ComingSoonPage page="sports" />;
}

export const Route = createFileRoute('/_app/sports')({ component: SportsPage });
