import { JoinPage } from '../../pages/JoinPage';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/join')({ component: JoinPage });
