import { FbSportsPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_headerOnly/fbSports')({ component: FbSportsPage });
