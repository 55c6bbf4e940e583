import { ClockIcon, EmptyState } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { HomeLink, PageHeading, PageSection } from './Page.styles';
import { homeMessages } from './home.messages';
import { pageMessages, pageTextMessages as t, type PageId } from './pages.messages';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * A page whose content arrives with a later issue (game centres, content pages, lottery ...): its name as the page
 * heading and an honest "coming soon", with a way home.
 */
export function ComingSoonPage({ page }: { page: PageId }) {
  const intl = useIntl();
  const name = intl.formatMessage(page === 'home' ? homeMessages.home : pageMessages[page]);
  useDocumentTitle(name);
  return (
    <PageSection>
      <PageHeading>{name}</PageHeading>
      <EmptyState
        icon={<ClockIcon />}
        title={intl.formatMessage(homeMessages.comingSoon)}
        description={intl.formatMessage(t.comingSoonDescription, { page: name })}
        action={
          <HomeLink to="/" $variant="secondary">
            {intl.formatMessage(homeMessages.backHome)}
          </HomeLink>
        }
      />
    </PageSection>
  );
}
