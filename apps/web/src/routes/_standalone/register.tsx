import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function RegisterPage() {
  return <ComingSoonPage page="register" />;
}

export const Route = createFileRoute('/_standalone/register')({ component: RegisterPage });
