import { requireSession, SeamlessPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_headerOnly/seamless')({ beforeLoad: requireSession, component: SeamlessPage });
