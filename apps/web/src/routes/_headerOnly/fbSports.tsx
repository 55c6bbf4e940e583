import { FbSportsPage } from '../../pages/GamePages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_headerOnly/fbSports')({ component: FbSportsPage });
