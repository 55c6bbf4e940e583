import { GameCentrePage } from '../../pages/GameCentrePage';
import { createFileRoute } from '@tanstack/react-router';

function ElottPage() {
  return <GameCentrePage page="elott" />;
}

export const Route = createFileRoute('/_app/elott')({ component: ElottPage });
