import { HomePage } from '../../pages/HomePage';
import { createFileRoute } from '@tanstack/react-router';

/** The home page also answers at /home, as the original site did. */
export const Route = createFileRoute('/_app/home')({ component: HomePage });
