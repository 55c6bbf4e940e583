import { GameCentrePage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function SportsPage() {
  return <GameCentrePage page="sports" />;
}

export const Route = createFileRoute('/_app/sports')({ component: SportsPage });
