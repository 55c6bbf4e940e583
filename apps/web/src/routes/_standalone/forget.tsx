import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function ForgetPage() {
  return <ComingSoonPage page="forget" />;
}

export const Route = createFileRoute('/_standalone/forget')({ component: ForgetPage });
