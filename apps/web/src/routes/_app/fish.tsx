import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function FishPage() {
  return <ComingSoonPage page="fish" />;
}

export const Route = createFileRoute('/_app/fish')({ component: FishPage });
