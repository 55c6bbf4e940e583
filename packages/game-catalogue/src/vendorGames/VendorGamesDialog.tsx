import type { Game } from '@lobby/contract';
import { Button, Dialog, EmptyState, LoadMore, Tile } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Grid } from '../GameCentre/GameCentre.styles';
import { gamesQuery, type CatalogueScope } from '../list/gamesQuery';
import { initialListView } from '../list/listView';
import { vendorGamesMessages as m } from './VendorGamesDialog.messages';

export interface VendorGamesDialogProps {
  scope: CatalogueScope;
  /** The vendor entry chosen (`isGame: "VASSALAGE"`): its code, game type and name. */
  vendor: { vassalage: string; gameType: string; displayName: string };
  signedIn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLaunch: (game: Game) => void;
}

const nameOf = (game: Game) => game.gameName ?? game.displayName ?? game.nodeName ?? String(game.nodeId);

/**
 * The popup game list of a vendor entry whose type has no centre of its own (spec 2 §4): its games a page at a time;
 * choosing one starts it like any game.
 */
export function VendorGamesDialog({ scope, vendor, signedIn, open, onOpenChange, onLaunch }: VendorGamesDialogProps) {
  const intl = useIntl();
  const query = useInfiniteQuery(gamesQuery(scope, initialListView(vendor.gameType, vendor.vassalage), { signedIn }));
  const games = query.data?.pages.flatMap((page) => page.games) ?? [];
  const title = intl.formatMessage(m.games, { vendor: vendor.displayName });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} closeLabel={intl.formatMessage(m.close)} size="lg">
      {query.isError && games.length === 0 ? (
        <EmptyState
          titleAs="p"
          title={intl.formatMessage(m.failed)}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      ) : query.isSuccess && games.length === 0 ? (
        <EmptyState titleAs="p" title={intl.formatMessage(m.empty)} />
      ) : (
        <Grid aria-label={title} aria-busy={query.isPending}>
          {games.map((game, index) => (
            <li key={`${String(game.nodeId)}-${index}`}>
              <Tile
                name={nameOf(game)}
                imageSrc={game.showIcon ?? game.iconUrl ?? undefined}
                imageLoading={index < 12 ? 'eager' : 'lazy'}
                onClick={() => onLaunch(game)}
              />
            </li>
          ))}
        </Grid>
      )}
      {games.length > 0 && (
        <LoadMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
          labels={{
            more: intl.formatMessage(m.more),
            loading: intl.formatMessage(m.loading),
            end: intl.formatMessage(m.end),
            failed: intl.formatMessage(m.moreFailed),
            retry: intl.formatMessage(m.retry),
          }}
        />
      )}
    </Dialog>
  );
}
