import { HomePage } from '../../pages/HomePage';
import { createFileRoute } from '@tanstack/react-router';

/** Home: in the entry chunk with its layout, so the landing page paints without waiting for another chunk. */
export const Route = createFileRoute('/_app/')({ codeSplitGroupings: [], component: HomePage });
