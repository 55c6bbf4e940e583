import { requireSession } from '../../routing/guards';
import { SeamlessPage } from '../../pages/GamePages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_headerOnly/seamless')({ beforeLoad: requireSession, component: SeamlessPage });
