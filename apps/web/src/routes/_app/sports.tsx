import { GameCentrePage } from '../../pages/GameCentrePage';
import { createFileRoute } from '@tanstack/react-router';

function SportsPage() {
  return <GameCentrePage page="sports" />;
}

export const Route = createFileRoute('/_app/sports')({ component: SportsPage });
