import { LotteryPage } from '../../pages/GamePages';
import { requireSession } from '../../routing/guards';
import { createFileRoute } from '@tanstack/react-router';

function VnLottery() {
  return <LotteryPage area="vn" />;
}

export const Route = createFileRoute('/_headerOnly/vnLottery')({ beforeLoad: requireSession, component: VnLottery });
