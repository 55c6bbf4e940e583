import { SearchIcon, StatusScreen } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useShell } from '../context/ShellContext';
import { homeMessages } from '../pages/home.messages';
import { HomeLink } from '../pages/Page.styles';
import { pageMessages, pageTextMessages } from '../pages/pages.messages';
import { useDocumentTitle } from '../pages/useDocumentTitle';

/** An address no route matches. */
export default function NotFoundPage() {
  const intl = useIntl();
  const { brand, logoSrc } = useShell();
  const title = intl.formatMessage(pageMessages.notFound);
  useDocumentTitle(title);
  return (
    <StatusScreen
      logo={{ src: logoSrc, alt: brand.displayName }}
      icon={<SearchIcon />}
      title={title}
      message={intl.formatMessage(pageTextMessages.notFoundDescription)}
      actions={<HomeLink to="/">{intl.formatMessage(homeMessages.backHome)}</HomeLink>}
    />
  );
}
