import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function JoinPage() {
  return <ComingSoonPage page="join" />;
}

export const Route = createFileRoute('/_app/join')({ component: JoinPage });
