import { GameCentrePage } from '../../pages/GameCentrePage';
import { createFileRoute } from '@tanstack/react-router';

function LivePage() {
  return <GameCentrePage page="live" />;
}

export const Route = createFileRoute('/_app/live')({ component: LivePage });
