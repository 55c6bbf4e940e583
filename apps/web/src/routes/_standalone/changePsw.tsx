import { ChangePasswordPage } from '../../pages/ChangePasswordPage';
import { requireSession } from '../../routing/guards';
import { createFileRoute } from '@tanstack/react-router';

function ChangePswPage() {
  return <ChangePasswordPage forced={false} />;
}

export const Route = createFileRoute('/_standalone/changePsw')({
  beforeLoad: requireSession,
  component: ChangePswPage,
});
