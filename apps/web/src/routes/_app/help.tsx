import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function HelpPage() {
  return <ComingSoonPage page="help" />;
}

export const Route = createFileRoute('/_app/help')({ component: HelpPage });
