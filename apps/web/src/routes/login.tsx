import { openLoginOverHome } from '../routing/guards';
import { createFileRoute } from '@tanstack/react-router';

/** `/login` is home with the login popup open (spec 1 §2). */
export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => openLoginOverHome(context.store),
});
