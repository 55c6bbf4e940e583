import { RegisterPage } from '../../pages/AccountPages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_standalone/register')({ component: RegisterPage });
