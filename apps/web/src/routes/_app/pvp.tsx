import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function PvpPage() {
  return <ComingSoonPage page="pvp" />;
}

export const Route = createFileRoute('/_app/pvp')({ component: PvpPage });
