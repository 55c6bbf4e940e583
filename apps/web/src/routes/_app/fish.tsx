import { GameCentrePage } from '../../pages/GameCentrePage';
import { createFileRoute } from '@tanstack/react-router';

function FishPage() {
  return <GameCentrePage page="fish" />;
}

export const Route = createFileRoute('/_app/fish')({ component: FishPage });
