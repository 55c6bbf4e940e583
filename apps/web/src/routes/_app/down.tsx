import { DownloadPage } from '../../pages/DownloadPage';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/down')({ component: DownloadPage });
