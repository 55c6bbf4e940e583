import { RewardsRoutePage } from '../../rewards/RewardsRoutePage';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/rewards')({ component: RewardsRoutePage });
