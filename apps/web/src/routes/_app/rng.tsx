import { GameCentrePage } from '../../pages/GameCentrePage';
import { createFileRoute } from '@tanstack/react-router';

function RngPage() {
  return <GameCentrePage page="rng" />;
}

export const Route = createFileRoute('/_app/rng')({ component: RngPage });
