import { PromotionsPage } from '../../pages/PromotionsPage';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/promotions')({ component: PromotionsPage });
