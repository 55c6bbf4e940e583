import { ComingSoonPage } from '../../pages/ComingSoonPage';
import { createFileRoute } from '@tanstack/react-router';

function RewardsPage() {
  return <ComingSoonPage page="rewards" />;
}

export const Route = createFileRoute('/_app/rewards')({ component: RewardsPage });
