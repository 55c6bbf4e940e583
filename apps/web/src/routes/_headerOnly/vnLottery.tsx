import { ComingSoonPage, requireSession } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function VnLotteryPage() {
  return <ComingSoonPage page="vnLottery" />;
}

export const Route = createFileRoute('/_headerOnly/vnLottery')({
  beforeLoad: requireSession,
  component: VnLotteryPage,
});
