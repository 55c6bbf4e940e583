import { ComingSoonPage, requireSession } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function SeaLotteryPage() {
  return <ComingSoonPage page="seaLottery" />;
}

export const Route = createFileRoute('/_headerOnly/seaLottery')({
  beforeLoad: requireSession,
  component: SeaLotteryPage,
});
