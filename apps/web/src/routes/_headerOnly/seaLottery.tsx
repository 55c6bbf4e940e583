import { LotteryPage } from '../../pages/GamePages';
import { requireSession } from '../../routing/guards';
import { createFileRoute } from '@tanstack/react-router';

function SeaLottery() {
  return <LotteryPage area="sea" />;
}

export const Route = createFileRoute('/_headerOnly/seaLottery')({ beforeLoad: requireSession, component: SeaLottery });
