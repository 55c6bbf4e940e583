import { useSession } from '@lobby/auth';
import { announcementsQuery, ContentStatus, NoticeList } from '@lobby/content';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../context/ShellContext';
import { DeferredMessages } from '../language/DeferredMessages';
import { useChosenLanguage } from '../language/LanguageGate';
import { PageHeading, PageSection } from './Page.styles';
import { pageMessages } from './pages.messages';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The announcement page (spec 2 §2): the merchant's notices (type PL, the `player` list of the announcements the site
 * already asks for), six a page; a title opens its text and closes it again.
 */
export function AnnouncementPage() {
  const intl = useIntl();
  const name = intl.formatMessage(pageMessages.announcement);
  useDocumentTitle(name);
  return (
    <PageSection>
      <PageHeading>{name}</PageHeading>
      <DeferredMessages>
        <Notices />
      </DeferredMessages>
    </PageSection>
  );
}

function Notices() {
  const { client } = useShell();
  const session = useSession();
  const language = useChosenLanguage();
  const query = useQuery({
    ...announcementsQuery(client, { signedIn: session.isLogin, language }),
    // A stored token is being checked: the answer differs for members, so wait for it.
    enabled: session.status !== 'checking',
  });
  if (query.isPending) return <ContentStatus state="loading" kind="notices" />;
  if (query.isError) return <ContentStatus state="error" kind="notices" onRetry={() => void query.refetch()} />;
  const notices = query.data.player ?? [];
  if (notices.length === 0) return <ContentStatus state="empty" kind="notices" />;
  // Another language's notices start again from the first page.
  return <NoticeList key={language} notices={notices} headingLevel={2} />;
}
