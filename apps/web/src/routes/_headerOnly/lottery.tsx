import { ComingSoonPage, requireSession } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function LotteryPage() {
  return <ComingSoonPage page="lottery" />;
}

export const Route = createFileRoute('/_headerOnly/lottery')({ beforeLoad: requireSession, component: LotteryPage });
