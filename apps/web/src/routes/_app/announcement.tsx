import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function AnnouncementPage() {
  return <ComingSoonPage page="announcement" />;
}

export const Route = createFileRoute('/_app/announcement')({ component: AnnouncementPage });
