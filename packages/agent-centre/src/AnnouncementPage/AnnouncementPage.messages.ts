import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const announcementMessages = defineMessages<{
  title: NoValues;
  loading: NoValues;
  failed: NoValues;
  empty: NoValues;
  published: { date: string };
}>({
  title: { id: 'agent-centre.AnnouncementPage.title', defaultMessage: 'Announcement' },
  loading: { id: 'agent-centre.AnnouncementPage.loading', defaultMessage: 'Loading the notices' },
  failed: { id: 'agent-centre.AnnouncementPage.failed', defaultMessage: 'The notices could not be loaded.' },
  empty: { id: 'agent-centre.AnnouncementPage.empty', defaultMessage: 'There are no notices for agents right now.' },
  published: { id: 'agent-centre.AnnouncementPage.published', defaultMessage: 'Published {date}' },
});
