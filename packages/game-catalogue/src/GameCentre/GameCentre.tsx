import type { Game } from '@lobby/contract';
import { Button, EmptyState, LoadMore, TextField, TileSkeleton } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useFavourites } from '../favourites/useFavourites';
import { gamesQuery, type CatalogueScope } from '../list/gamesQuery';
import {
  changeList,
  initialListView,
  listPageSizes,
  pageSizeOf,
  switcherPageSizes,
  type ListType,
  type ListView,
} from '../list/listView';
import { RngSwitcher, rngCategoriesOf } from '../RngSwitcher';
import { useStableCallback } from '../hooks/useStableCallback';
import { gameCentreMessages as m } from './GameCentre.messages';
import { GameItem, gameNameOf } from './GameItem';
import { Column, Filters, Grid, Layout, SearchForm, Toolbar, VendorMenu } from './GameCentre.styles';
import type { CentreClass, CentreVendor } from './types';

export type { CentreClass, CentreVendor } from './types';

export interface GameCentreProps {
  scope: CatalogueScope;
  /** The centre's game type (RNG, FISH ...). */
  gameType: string;
  /** The vendor the route names (`?vassalage=`), '' for all. */
  vassalage?: string;
  /** The list shown first: HOT for the hot games page. */
  initialList?: ListType;
  /** The vendors of the type, for the vendor menu. */
  vendors: readonly CentreVendor[];
  /** The game classes of the type, as filter tabs after ALL, HOT, FAV and RECENT. */
  classes?: readonly CentreClass[];
  signedIn: boolean;
  /** A visitor asked for favourites or recent games: they need a login (the view does not change). */
  onNeedLogin: () => void;
  /** A game was chosen. */
  onLaunch: (game: Game) => void;
  /** The vendor changed: a caller keeping it in the URL updates it. */
  onVendorChange?: (vassalage: string) => void;
  /**
   * `list`: the vendor menu beside the filter tabs, 24 games a page. `switcher`: the slot centre's RNG switcher
   * (vendor tabs, hot, favourites and recent icons, sub-categories), 42 a page and 20 for favourites and recent.
   */
  layout?: 'list' | 'switcher';
  /** The brand offers the second language (TY): the switcher adds bingo to its sub-categories. */
  secondLanguage?: boolean;
}

/** Search submits closer together than this are dropped (spec 2 §5: leading call only). */
const searchThrottleMs = 1000;

/**
 * A game centre (spec 2 §2, §4): the vendor menu, the list filters (ALL, HOT, FAV, RECENT and the classes), the
 * search box and the games a page at a time. Every change starts again from page 1, as the spec's transitions say.
 */
export function GameCentre({
  scope,
  gameType,
  vassalage = '',
  initialList = 'ALL',
  vendors,
  classes = [],
  signedIn,
  onNeedLogin,
  onLaunch,
  onVendorChange,
  layout = 'list',
  secondLanguage = false,
}: GameCentreProps) {
  const intl = useIntl();
  const [view, setView] = useState<ListView>(() => initialListView(gameType, vassalage, initialList));
  const [search, setSearch] = useState('');
  const lastSearch = useRef(0);

  // A new centre or vendor from the route (a link, back and forward) is followed; the player's own choices stay.
  // An address the centre wrote itself (a vendor chosen, or cleared by HOT, FAV or RECENT) changes nothing more.
  const [route, setRoute] = useState({ gameType, vassalage });
  if (route.gameType !== gameType || route.vassalage !== vassalage) {
    setRoute({ gameType, vassalage });
    if (route.gameType !== gameType) setView(initialListView(gameType, vassalage, initialList));
    else if (vassalage !== view.vassalage) {
      setView(changeList(view, { type: layout === 'switcher' ? 'switcherVendor' : 'vendor', vassalage }));
    }
  }

  const sizes = layout === 'switcher' ? switcherPageSizes : listPageSizes;
  const query = useInfiniteQuery(gamesQuery(scope, view, { signedIn, sizes }));
  const queryClient = useQueryClient();
  /** Every change lists again from page 1 (spec 2 §4): pages kept from an earlier look at that list are dropped. */
  const show = (next: ListView) => {
    queryClient.removeQueries({ queryKey: gamesQuery(scope, next, { signedIn, sizes }).queryKey, exact: true });
    setView(next);
  };
  const favourites = useFavourites(scope.client, signedIn);
  const listed = query.data?.pages.flatMap((page) => page.games) ?? [];
  // A game taken out of the favourites leaves their list at once, before the platform confirms.
  const games = view.listType === 'FAV' ? listed.filter(favourites.isFavourite) : listed;

  // A search cleared by another change (a vendor, a list) empties the box too.
  const [searched, setSearched] = useState(view.gameName);
  if (searched !== view.gameName) {
    setSearched(view.gameName);
    if (view.gameName === '') setSearch('');
  }

  const chooseList = (listType: ListType) => {
    if ((listType === 'FAV' || listType === 'RECENT') && !signedIn) {
      onNeedLogin();
      return;
    }
    // Clicking the active special list again goes back to the plain list.
    const next = view.listType === listType && listType !== 'ALL' ? 'ALL' : listType;
    show(changeList(view, { type: 'list', listType: next }));
    if (next !== 'ALL' && view.vassalage) onVendorChange?.('');
  };
  const chooseVendor = (code: string) => {
    show(changeList(view, { type: layout === 'switcher' ? 'switcherVendor' : 'vendor', vassalage: code }));
    onVendorChange?.(code);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const now = Date.now();
    if (now - lastSearch.current < searchThrottleMs) return;
    lastSearch.current = now;
    show(changeList(view, { type: 'search', gameName: search }));
  };

  const choose = useStableCallback((game: Game) => onLaunch(game));
  const favourite = useStableCallback((game: Game) => (signedIn ? favourites.toggle(game) : onNeedLogin()));
  const chooseClass = (gameClassify: string) => show(changeList(view, { type: 'classify', gameClassify }));

  const searchForm = (
    <SearchForm role="search" onSubmit={submitSearch}>
      <TextField
        label={intl.formatMessage(m.search)}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        maxLength={50}
      />
      <Button type="submit" variant="secondary">
        {intl.formatMessage(m.searchButton)}
      </Button>
    </SearchForm>
  );

  const listTabs: Array<[ListType, string]> = [
    ['ALL', intl.formatMessage(m.all)],
    ['HOT', intl.formatMessage(m.hot)],
    ['FAV', intl.formatMessage(m.favourites)],
    ['RECENT', intl.formatMessage(m.recent)],
  ];

  return (
    <Layout $withMenu={layout === 'list'}>
      {layout === 'list' && (
        <VendorMenu aria-label={intl.formatMessage(m.vendors)}>
          <ul>
            {[{ vassalage: '', displayName: intl.formatMessage(m.allVendors) }, ...vendors].map((vendor) => (
              <li key={vendor.vassalage || '*'}>
                <Button
                  variant={view.listType === 'ALL' && view.vassalage === vendor.vassalage ? 'primary' : 'ghost'}
                  size="sm"
                  aria-pressed={view.listType === 'ALL' && view.vassalage === vendor.vassalage}
                  onClick={() => chooseVendor(vendor.vassalage)}
                >
                  {vendor.displayName}
                </Button>
              </li>
            ))}
          </ul>
        </VendorMenu>
      )}
      <Column>
        {layout === 'switcher' ? (
          <RngSwitcher
            view={view}
            vendors={vendors}
            categories={rngCategoriesOf(
              classes.map((gameClass) => gameClass.key),
              { secondLanguage },
            )}
            onVendor={chooseVendor}
            onList={chooseList}
            onCategory={chooseClass}
          >
            {searchForm}
          </RngSwitcher>
        ) : (
          <Toolbar>
            <Filters role="group" aria-label={intl.formatMessage(m.filters)}>
              {listTabs.map(([listType, label]) => (
                <Button
                  key={listType}
                  variant={
                    view.listType === listType && (listType !== 'ALL' || view.gameClassify === '')
                      ? 'primary'
                      : 'secondary'
                  }
                  size="sm"
                  aria-pressed={view.listType === listType && (listType !== 'ALL' || view.gameClassify === '')}
                  onClick={() => {
                    if (listType === 'ALL') chooseClass('');
                    else chooseList(listType);
                  }}
                >
                  {label}
                </Button>
              ))}
              {classes.map((gameClass) => (
                <Button
                  key={gameClass.key}
                  variant={view.listType === 'ALL' && view.gameClassify === gameClass.key ? 'primary' : 'secondary'}
                  size="sm"
                  aria-pressed={view.listType === 'ALL' && view.gameClassify === gameClass.key}
                  onClick={() => chooseClass(gameClass.key)}
                >
                  {gameClass.displayName}
                </Button>
              ))}
            </Filters>
            {searchForm}
          </Toolbar>
        )}

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
        ) : query.isSuccess && !query.isPlaceholderData && games.length === 0 ? (
          <EmptyState
            titleAs="p"
            title={intl.formatMessage(m.empty)}
            description={intl.formatMessage(m.emptyDescription)}
          />
        ) : (
          <Grid aria-label={intl.formatMessage(m.games)} aria-busy={query.isPending || query.isPlaceholderData}>
            {/* A first page's worth of tiles in the grid's own columns: the games take their place, nothing moves. */}
            {query.isPending &&
              Array.from({ length: pageSizeOf(view, sizes) }, (_, index) => (
                <li key={index} aria-hidden="true">
                  <TileSkeleton />
                </li>
              ))}
            {games.map((game, index) => (
              <GameItem
                key={`${String(game.nodeId)}-${index}`}
                game={game}
                eager={index < 12}
                favourite={favourites.isFavourite(game)}
                favouriteLabel={intl.formatMessage(m.favourite, { name: gameNameOf(game) })}
                onChoose={choose}
                onFavourite={favourite}
              />
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
      </Column>
    </Layout>
  );
}
