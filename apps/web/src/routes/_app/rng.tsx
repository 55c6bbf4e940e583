import { GameCentrePage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function RngPage() {
  return <GameCentrePage page="rng" />;
}

export const Route = createFileRoute('/_app/rng')({ component: RngPage });
