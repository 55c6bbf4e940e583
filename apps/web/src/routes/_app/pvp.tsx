import { GameCentrePage } from '../../pages/GameCentrePage';
import { createFileRoute } from '@tanstack/react-router';

function PvpPage() {
  return <GameCentrePage page="pvp" />;
}

export const Route = createFileRoute('/_app/pvp')({ component: PvpPage });
