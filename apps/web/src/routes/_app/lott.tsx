import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function LottPage() {
  return <ComingSoonPage page="lott" />;
}

export const Route = createFileRoute('/_app/lott')({ component: LottPage });
