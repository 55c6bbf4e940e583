import { Button, EmptyState, Spinner, vars } from '@lobby/design-system';
import { ScreenLogo, ScreenMain } from '@lobby/frame';
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
`;

const AlertIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 3 2 20h20zM12 10v4M12 17h.01" />
  </svg>
);

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
export function RouteErrorView({ error, reset }: RouteErrorViewProps) {
  const intl = useIntl();
  const chunk = isChunkLoadError(error);
  // A chunk that failed is fetched again only by a fresh page load; other errors may just render again.
  const retry = chunk || !reset ? reload : reset;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Centre>
      <EmptyState
        icon={<AlertIcon />}
        title={intl.formatMessage(chunk ? m.network : m.errorTitle)}
        description={chunk ? undefined : intl.formatMessage(m.errorDescription)}
        role="alert"
        action={
          <Actions>
            <Button onClick={retry}>{intl.formatMessage(m.retry)}</Button>
            <HomeLink to="/" $variant="secondary" reloadDocument={chunk}>
              {intl.formatMessage(m.backHome)}
            </HomeLink>
          </Actions>
        }
      />
    </Centre>
  );
}

/** The root's error boundary: the whole page failed, so it brings its own landmark and the brand logo. */
export function RootErrorView(props: RouteErrorViewProps) {
  const { brand, logoSrc } = useShell();
  return (
    <ScreenMain>
      <div>
        <ScreenLogo src={logoSrc} alt={brand.displayName} width={192} height={40} />
        <RouteErrorView {...props} />
      </div>
    </ScreenMain>
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
