import { GameCentrePage } from '../../pages/GameCentrePage';
import { createFileRoute } from '@tanstack/react-router';

function CockfightPage() {
  return <GameCentrePage page="cockfight" />;
}

export const Route = createFileRoute('/_app/cockfight')({ component: CockfightPage });
