import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function ElottPage() {
  return <ComingSoonPage page="elott" />;
}

export const Route = createFileRoute('/_app/elott')({ component: ElottPage });
