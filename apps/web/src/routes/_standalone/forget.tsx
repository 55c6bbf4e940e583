import { ForgotPasswordPage } from '../../pages/AccountPages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_standalone/forget')({ component: ForgotPasswordPage });
