import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function SeamlessPage() {
  return <ComingSoonPage page="seamless" />;
}

export const Route = createFileRoute('/_headerOnly/seamless')({ component: SeamlessPage });
