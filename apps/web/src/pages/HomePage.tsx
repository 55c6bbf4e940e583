import { useIntl } from '@lobby/i18n/react';
import { Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { useShell } from '../context/ShellContext';
import { HomeBannerPlace } from './HomeBannerPlace';
import { PageHeading, PageSection } from './Page.styles';
import { homeMessages as t } from './home.messages';
import { useDocumentTitle } from './useDocumentTitle';
import { lazyWithQueries } from '../serverState/QueryScope';

// The lobby (banners, game rows, vendor rows, hot matches) loads after the first paint: `/` paints its frame and the
// first banner's picture first.
const HomeLobby = lazyWithQueries(() => import('./HomeLobby'));

/** Keeps the lobby's place while its code loads, so the footer below does not jump when it arrives. */
const LobbyPlace = styled.div`
  min-block-size: 100dvh;
`;

/**
 * The home page (spec 2 §1-§2): a welcome heading, then the lobby. The lobby's code and calls start once the first
 * banner's picture is on screen (or there is none): on a slow network they would otherwise share the line with the
 * page's largest paint.
 */
export function HomePage() {
  const intl = useIntl();
  const { brand } = useShell();
  const [lobbyWanted, setLobbyWanted] = useState(false);
  const wantLobby = useCallback(() => requestAnimationFrame(() => setLobbyWanted(true)), []);
  useDocumentTitle(intl.formatMessage(t.home));
  const place = (
    <LobbyPlace>
      <HomeBannerPlace onSettled={lobbyWanted ? undefined : wantLobby} />
    </LobbyPlace>
  );
  return (
    <PageSection>
      <PageHeading>{intl.formatMessage(t.welcome, { brand: brand.displayName })}</PageHeading>
      {lobbyWanted ? (
        <Suspense fallback={place}>
          <HomeLobby />
        </Suspense>
      ) : (
        place
      )}
    </PageSection>
  );
}
