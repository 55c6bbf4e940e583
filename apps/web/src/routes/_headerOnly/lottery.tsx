import { LotteryPage, requireSession } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function Lottery() {
  return <LotteryPage area="lottery" />;
}

export const Route = createFileRoute('/_headerOnly/lottery')({ beforeLoad: requireSession, component: Lottery });
