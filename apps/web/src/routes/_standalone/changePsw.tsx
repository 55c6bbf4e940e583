import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function ChangePswPage() {
  return <ComingSoonPage page="changePsw" />;
}

export const Route = createFileRoute('/_standalone/changePsw')({ component: ChangePswPage });
