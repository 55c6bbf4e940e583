import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function PromotionsPage() {
  return <ComingSoonPage page="promotions" />;
}

export const Route = createFileRoute('/_app/promotions')({ component: PromotionsPage });
