import { GameCentrePage } from '../../pages/GameCentrePage';
import { createFileRoute } from '@tanstack/react-router';

function HotPage() {
  return <GameCentrePage page="hot" />;
}

export const Route = createFileRoute('/_app/hot')({ component: HotPage });
