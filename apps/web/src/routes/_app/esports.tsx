import { GameCentrePage } from '../../pages/GameCentrePage';
import { createFileRoute } from '@tanstack/react-router';

function EsportsPage() {
  return <GameCentrePage page="esports" />;
}

export const Route = createFileRoute('/_app/esports')({ component: EsportsPage });
