import { LotteryPage } from '../../pages/GamePages';
import { requireSession } from '../../routing/guards';
import { createFileRoute } from '@tanstack/react-router';

function Lottery() {
  return <LotteryPage area="lottery" />;
}

export const Route = createFileRoute('/_headerOnly/lottery')({ beforeLoad: requireSession, component: Lottery });
