import { EmptyState } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useShell } from '../context/ShellContext';
import { ClockIcon } from '../ui/icons';
import { PageHeading, PageSection } from './Page.styles';
import { homeMessages as t } from './home.messages';
import { useDocumentTitle } from './useDocumentTitle';

/** Home until the catalogue issue brings banners, the notice ticker and the game rows. */
export function HomePage() {
  const intl = useIntl();
  const { brand } = useShell();
  useDocumentTitle(intl.formatMessage(t.home));
  return (
    <PageSection>
      <PageHeading>{intl.formatMessage(t.welcome, { brand: brand.displayName })}</PageHeading>
      <EmptyState
        icon={<ClockIcon />}
        title={intl.formatMessage(t.comingSoon)}
        description={intl.formatMessage(t.homeDescription)}
      />
    </PageSection>
  );
}
