import { AlertIcon, Button, OfflineIcon, Spinner, StatusScreen, vars } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useShell } from '../context/ShellContext';
import { HomeLink } from '../pages/Page.styles';
import { ChunkTimeoutError, chunkTimeoutMs, isChunkLoadError } from './chunkErrors';
import { routingMessages as m } from './routing.messages';

const Centre = styled.div`
  display: grid;
  place-items: center;
  gap: ${vars.space[4]};
  min-block-size: 40vh;
  padding: ${vars.space[6]} ${vars.space[4]};
  text-align: center;
`;

const reload = () => window.location.reload();

export interface RouteErrorViewProps {
  error: unknown;
  /** Clears the error boundary and renders the route again. */
  reset?: () => void;
}

/**
 * What a route that failed shows in its place, inside the layout: the spec's network message with a retry when its
 * code did not load, else a plain message with a retry and a way home. Never a white screen.
 */
export function RouteErrorView(props: RouteErrorViewProps) {
  return <FailedRoute {...props} variant="region" />;
}

/** The root's error boundary: the whole page failed, so it stands in for the site with the brand's logo. */
export function RootErrorView(props: RouteErrorViewProps) {
  const { brand, logoSrc } = useShell();
  return <FailedRoute {...props} variant="page" logo={{ src: logoSrc, alt: brand.displayName }} />;
}

function FailedRoute({
  error,
  reset,
  variant,
  logo,
}: RouteErrorViewProps & { variant: 'page' | 'region'; logo?: { src: string; alt: string } }) {
  const intl = useIntl();
  const chunk = isChunkLoadError(error);
  // A chunk that failed is fetched again only by a fresh page load; other errors may just render again.
  const retry = chunk || !reset ? reload : reset;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusScreen
      variant={variant}
      logo={logo}
      icon={chunk ? <OfflineIcon /> : <AlertIcon />}
      title={intl.formatMessage(m.errorTitle)}
      message={intl.formatMessage(chunk ? m.network : m.errorDescription)}
      alert
      actions={
        <>
          <Button onClick={retry}>{intl.formatMessage(m.retry)}</Button>
          <HomeLink to="/" $variant="secondary" reloadDocument={chunk}>
            {intl.formatMessage(m.backHome)}
          </HomeLink>
        </>
      }
    />
  );
}

/**
 * Shown while a page's code loads. After the spec's chunk time-out (120 s) it gives up waiting and shows the
 * network message with a retry.
 */
export function RoutePendingView({ timeoutMs = chunkTimeoutMs }: { timeoutMs?: number }) {
  const intl = useIntl();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  if (timedOut) return <RouteErrorView error={new ChunkTimeoutError()} />;
  return (
    <Centre>
      <Spinner size="lg" label={intl.formatMessage(m.loading)} />
    </Centre>
  );
}

const NotFoundContent = lazy(() => import('./NotFoundView'));

/** An address no route matches; its page loads on demand. */
export function NotFoundView() {
  return (
    <Suspense fallback={null}>
      <NotFoundContent />
    </Suspense>
  );
}
