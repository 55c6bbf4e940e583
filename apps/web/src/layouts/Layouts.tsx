import { headerMessages } from '@lobby/frame';
import { useIntl } from '@lobby/i18n/react';
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { useShell } from '../context/ShellContext';
import { isGamePage } from '../games/gamePages';
import { homeMessages } from '../pages/home.messages';
import { sideMenuVisibleAtom } from '../state/shellAtoms';
import { Body, Column, Main, SkipLink, StandaloneLogoLink, StandaloneMain } from './Layout.styles';
import { ShellAnnouncements } from './ShellAnnouncements';
import { ShellContracts } from './ShellContracts';
import { ShellHeader, sideMenuId } from './ShellHeader';
import { ShellMenuDrawer, ShellSideMenu } from './ShellSideMenu';
import { lazyWithQueries } from '../serverState/QueryScope';

const mainId = 'main-content';

// Below the fold (the footer) and floating (the right bar): requested as soon as the layout's code runs, so they
// arrive alongside the status answer, but kept out of the first chunk.
const footerChunk = () => import('./ShellFooter');
const rightBarChunk = () => import('./ShellRightBar');
const ShellFooter = lazy(() => footerChunk().then((module) => ({ default: module.ShellFooter })));
const ShellRightBar = lazyWithQueries<object>(() =>
  rightBarChunk().then((module) => ({ default: module.ShellRightBar })),
);
if (typeof window !== 'undefined') {
  void footerChunk();
  void rightBarChunk();
}

function SkipToContent() {
  const intl = useIntl();
  return <SkipLink href={`#${mainId}`}>{intl.formatMessage(homeMessages.skipToContent)}</SkipLink>;
}

/** Header, side menu, page, footer and the right bar: home, game centres and content pages. */
export function AppLayout({ children }: { children: ReactNode }) {
  const sideMenuVisible = useAtomValue(sideMenuVisibleAtom);
  return (
    <>
      <SkipToContent />
      <ShellHeader />
      <ShellMenuDrawer />
      <Body>
        <ShellSideMenu id={sideMenuId} visible={sideMenuVisible} />
        <Column>
          <Main id={mainId} tabIndex={-1}>
            {children}
          </Main>
          <Suspense fallback={null}>
            <ShellFooter />
          </Suspense>
        </Column>
      </Body>
      <Suspense fallback={null}>
        <ShellRightBar />
      </Suspense>
      <ShellAnnouncements />
      <ShellContracts />
    </>
  );
}

/**
 * The header only: lottery, seamless game and agent home pages, which need the whole width. No announcement pops up
 * over a game.
 */
export function HeaderOnlyLayout({ children }: { children: ReactNode }) {
  const onGamePage = isGamePage(useRouterState({ select: (state) => state.location.pathname }));
  return (
    <>
      <SkipToContent />
      <ShellHeader withSideMenu={false} />
      <ShellMenuDrawer />
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      {!onGamePage && <ShellAnnouncements />}
      {!onGamePage && <ShellContracts />}
    </>
  );
}

/** No header: register, forgotten and changed passwords. The logo still leads home. */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  const { brand, logoSrc } = useShell();
  const intl = useIntl();
  return (
    <StandaloneMain id={mainId} tabIndex={-1}>
      <StandaloneLogoLink to="/" aria-label={intl.formatMessage(headerMessages.home, { brand: brand.displayName })}>
        <img src={logoSrc} alt="" width={200} height={40} />
      </StandaloneLogoLink>
      {children}
    </StandaloneMain>
  );
}
