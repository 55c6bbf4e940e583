import { GameCentrePage } from '../../pages/GameCentrePage';
import { createFileRoute } from '@tanstack/react-router';

function LottPage() {
  return <GameCentrePage page="lott" />;
}

export const Route = createFileRoute('/_app/lott')({ component: LottPage });
