import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function HotPage() {
  return <ComingSoonPage page="hot" />;
}

export const Route = createFileRoute('/_app/hot')({ component: HotPage });
