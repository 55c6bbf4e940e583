import { AnnouncementPage } from '../../pages/AnnouncementPage';
import { createFileRoute } from '@tanstack/react-router';

/** The merchant's notices, six a page (spec 2 §2). */
export const Route = createFileRoute('/_app/announcement')({ component: AnnouncementPage });
