import { Button, EmptyState, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isBalanceShort, vendorMaintenanceOf, type VendorMaintenance } from '../launch/maintenance';
import { gameFrameMessages as m } from './GameFrame.messages';
import { Frame, FrameBox, FrameState } from './GameFrame.styles';

export interface GameFrameProps {
  /** What plays in the frame: its accessible name. */
  title: string;
  /** Names this launch: a new key starts the game again (another game, another language). */
  launchKey: readonly unknown[];
  /** Asks the platform to start the game and resolves with its address. */
  launch: (signal: AbortSignal) => Promise<string>;
  /** Shown instead of the frame when the game's vendor is under maintenance. */
  renderMaintenance?: (maintenance: VendorMaintenance) => ReactNode;
  /** Offered when the balance does not cover the game: opens the deposit page. */
  onDeposit?: () => void;
}

/**
 * A game played inside the site (`/seamless`, the lottery pages, FB sports): started once per key, never from a
 * cache (a launch address is single-use), shown in a frame that may not navigate the site away. Starting, a refusal
 * with a way to try again, and a vendor's maintenance each have their own state.
 */
export function GameFrame({ title, launchKey, launch, renderMaintenance, onDeposit }: GameFrameProps) {
  const intl = useIntl();
  const query = useQuery({
    queryKey: ['game-launch', ...launchKey],
    queryFn: ({ signal }) => launch(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (query.isPending) {
    return (
      <FrameState>
        <Spinner label={intl.formatMessage(m.starting, { title })} size="lg" />
      </FrameState>
    );
  }
  if (query.isError) {
    const maintenance = vendorMaintenanceOf(query.error);
    if (maintenance && renderMaintenance) return <>{renderMaintenance(maintenance)}</>;
    const retry = (
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {intl.formatMessage(m.retry)}
      </Button>
    );
    if (isBalanceShort(query.error)) {
      // The platform's words say how much is missing; a deposit, then "try again", starts the game.
      return (
        <FrameState>
          <EmptyState
            role="alert"
            title={intl.formatMessage(m.balanceShort, { title })}
            description={query.error.message}
            action={
              <>
                {onDeposit && <Button onClick={onDeposit}>{intl.formatMessage(m.deposit)}</Button>}
                {retry}
              </>
            }
          />
        </FrameState>
      );
    }
    return (
      <FrameState>
        <EmptyState
          role="alert"
          title={intl.formatMessage(m.failed, { title })}
          description={intl.formatMessage(m.failedDescription)}
          action={retry}
        />
      </FrameState>
    );
  }
  return (
    <FrameBox>
      <Frame
        title={title}
        src={query.data}
        allow="autoplay; fullscreen"
        allowFullScreen
        // The game may run scripts, post forms and open its own windows, but not take the site's tab away.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="origin"
      />
    </FrameBox>
  );
}
