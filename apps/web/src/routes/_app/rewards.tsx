import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function RewardsPage() {
  return <ComingSoonPage page="rewards" />;
}

export const Route = createFileRoute('/_app/rewards')({ component: RewardsPage });
