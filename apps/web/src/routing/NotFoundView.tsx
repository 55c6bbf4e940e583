import { ScreenLogo, ScreenMain } from '@lobby/frame';
import { useIntl } from '@lobby/i18n/react';
import { useShell } from '../context/ShellContext';
import { homeMessages } from '../pages/home.messages';
import { HomeLink, PageHeading, PageSection } from '../pages/Page.styles';
import { pageMessages, pageTextMessages } from '../pages/pages.messages';
import { useDocumentTitle } from '../pages/useDocumentTitle';

/** An address no route matches. */
export default function NotFoundPage() {
  const intl = useIntl();
  const { brand, logoSrc } = useShell();
  const title = intl.formatMessage(pageMessages.notFound);
  useDocumentTitle(title);
  return (
    <ScreenMain>
      <PageSection>
        <ScreenLogo src={logoSrc} alt={brand.displayName} width={192} height={40} />
        <PageHeading>{title}</PageHeading>
        <p>{intl.formatMessage(pageTextMessages.notFoundDescription)}</p>
        <div>
          <HomeLink to="/">{intl.formatMessage(homeMessages.backHome)}</HomeLink>
        </div>
      </PageSection>
    </ScreenMain>
  );
}
