import { PromotionsPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/promotions')({ component: PromotionsPage });
