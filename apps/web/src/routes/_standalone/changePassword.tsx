import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function ChangePasswordPage() {
  return <ComingSoonPage page="changePassword" />;
}

export const Route = createFileRoute('/_standalone/changePassword')({ component: ChangePasswordPage });
