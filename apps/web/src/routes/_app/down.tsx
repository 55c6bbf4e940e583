import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function DownloadPage() {
  return <ComingSoonPage page="download" />;
}

export const Route = createFileRoute('/_app/down')({ component: DownloadPage });
