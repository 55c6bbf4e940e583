import { ChangePasswordPage } from '../../pages/ChangePasswordPage';
import { requireSession } from '../../routing/guards';
import { createFileRoute } from '@tanstack/react-router';

function ForcedChangePasswordPage() {
  return <ChangePasswordPage forced />;
}

/** The forced change after a login with the default or an expired password (spec 1 §2). */
export const Route = createFileRoute('/_standalone/changePassword')({
  beforeLoad: requireSession,
  component: ForcedChangePasswordPage,
});
