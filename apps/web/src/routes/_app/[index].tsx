import { HomePage } from '../../pages/HomePage';
import { createFileRoute } from '@tanstack/react-router';

/** The home page also answers at /index, as the original site did. */
export const Route = createFileRoute('/_app/index')({ component: HomePage });
