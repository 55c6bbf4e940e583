import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function CockfightPage() {
  return <ComingSoonPage page="cockfight" />;
}

export const Route = createFileRoute('/_app/cockfight')({ component: CockfightPage });
