import { useIntl } from '@lobby/i18n/react';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useShell } from '../context/ShellContext';
import { HomeBannerPlace } from './HomeBannerPlace';
import { PageHeading, PageSection } from './Page.styles';
import { homeMessages as t } from './home.messages';
import { useDocumentTitle } from './useDocumentTitle';

// The lobby (banners, game rows, vendor rows, hot matches) loads after the first paint: `/` paints its frame first.
const HomeLobby = lazy(() => import('./HomeLobby'));

/** Keeps the lobby's place while its code loads, so the footer below does not jump when it arrives. */
const LobbyPlace = styled.div`
  min-block-size: 100dvh;
`;

/** The home page (spec 2 §1-§2): a welcome heading, then the lobby. */
export function HomePage() {
  const intl = useIntl();
  const { brand } = useShell();
  useDocumentTitle(intl.formatMessage(t.home));
  return (
    <PageSection>
      <PageHeading>{intl.formatMessage(t.welcome, { brand: brand.displayName })}</PageHeading>
      <Suspense
        fallback={
          <LobbyPlace>
            <HomeBannerPlace />
          </LobbyPlace>
        }
      >
        <HomeLobby />
      </Suspense>
    </PageSection>
  );
}
