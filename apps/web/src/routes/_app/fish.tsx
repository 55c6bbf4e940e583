import { GameCentrePage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function FishPage() {
  return <GameCentrePage page="fish" />;
}

export const Route = createFileRoute('/_app/fish')({ component: FishPage });
