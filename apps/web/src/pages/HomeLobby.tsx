import type { Game, VendorCard } from '@lobby/contract';
import {
  centrePathOf,
  Entrances,
  entranceTypes,
  GameRow,
  homeRngQuery,
  HotMatches,
  hotGamesQuery,
  rngRowSize,
  VendorRow,
  WinnerBoard,
  type Entrance,
  useDeferredQuery,
  type RowMore,
} from '@lobby/game-catalogue';
import { useIntl } from '@lobby/i18n/react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { useCatalogueScope } from '../games/catalogueScope';
import { useGameLaunch, type LaunchProblem } from '../games/useGameLaunch';
import { DeferredMessages } from '../language/DeferredMessages';
import { regroupVendorLanes } from '../navigation/navItems';
import { useVendorLanesState } from '../navigation/vendorLanes';
import { HomeBannerPlace } from './HomeBannerPlace';
import { InStages } from './InStages';
import { HomeMedia } from './HomeMedia';
import { HomeNotices } from './HomeNotices';
import { HomePromotion } from './HomePromotion';
import { LaunchProblemText } from './LaunchProblemText';
import { PageBanners } from './PageBanners';
import { pageMessages } from './pages.messages';

/**
 * The vendor rows of the home page, in the order of spec 2 §2's row titles, each with the centre its "more" leads to.
 * LOTT and ELOTT share the e-lottery row (`/elott`).
 */
const vendorRows = [
  { page: 'live', lanes: ['LIVE'] },
  { page: 'pvp', lanes: ['PVP'] },
  { page: 'fish', lanes: ['FISH'] },
  { page: 'sports', lanes: ['SPORTS'] },
  { page: 'esports', lanes: ['ESPORTS'] },
  { page: 'elott', lanes: ['ELOTT', 'LOTT'] },
  { page: 'cockfight', lanes: ['COCKFIGHT'] },
] as const;

/** The page of each entrance's hall, for its name. */
const entrancePages = { RNG: 'rng', LIVE: 'live', FISH: 'fish', PVP: 'pvp', SPORTS: 'sports' } as const;

/** At least a screen tall: the footer stays below the fold while the rows come, instead of jumping about. */
const Lobby = styled.div`
  display: grid;
  align-content: start;
  gap: inherit;
  min-block-size: 100dvh;
`;

/**
 * A row of games from the platform (the hot games, the two rows of slots); nothing when the answer has none. Its own
 * call, so the answer re-renders this row alone, as a transition.
 */
function HomeGames<TAnswer, TKey extends QueryKey>({
  title,
  query: options,
  gamesOf,
  onLaunch,
  more,
  rowSize,
  pendingRows,
}: {
  title: string;
  query: UseQueryOptions<TAnswer, Error, TAnswer, TKey>;
  gamesOf: (answer: TAnswer) => Game[];
  onLaunch: (game: Game) => void;
  more: RowMore;
  rowSize?: number;
  pendingRows?: number;
}) {
  const query = useDeferredQuery(options);
  const games = query.data === undefined ? [] : gamesOf(query.data);
  if (!query.isPending && games.length === 0) return null;
  return (
    <GameRow
      title={title}
      games={games}
      onLaunch={onLaunch}
      more={more}
      rowSize={rowSize}
      pending={query.isPending}
      pendingRows={pendingRows}
    />
  );
}

/**
 * The home page's lobby (spec 2 §1-§2), below its heading: the `w_home` banners, the notice ticker, the entrances to
 * the halls, the hot games, two rows of 15 slot games, the winner board, a row of vendor cards for each other category
 * the site offers, the promotion banner, the sports hot matches and the media links. Loaded after the first paint,
 * with the catalogue's messages; committed in stages, from the top, so no single commit holds a phone for long.
 */
export default function HomeLobby() {
  const intl = useIntl();
  const scope = useCatalogueScope();
  const navigate = useNavigate();
  const vendorLanes = useVendorLanesState();
  const lanes = regroupVendorLanes(vendorLanes.lanes);
  const launch = useGameLaunch();
  const [problem, setProblem] = useState<LaunchProblem | null>(null);
  const play = (game: Game) => {
    setProblem(null);
    void launch(game).then(setProblem);
  };
  const moreAt = (href: string): RowMore => ({ href, onNavigate: (to) => void navigate({ href: to }) });
  const cardsOf = (titles: readonly string[]): VendorCard[] =>
    lanes.filter((lane) => titles.includes(lane.title.toUpperCase())).flatMap((lane) => lane.cards);
  // An entrance for each hall the site offers (as the navigation: only lanes with vendors).
  const entrances: Entrance[] = entranceTypes
    .filter((type) => cardsOf([type]).length > 0)
    .map((type) => {
      const href = centrePathOf(type);
      return { gameType: type, href, title: intl.formatMessage(pageMessages[entrancePages[type]]) };
    });
  const follow = (href: string) => void navigate({ href });

  return (
    <Lobby>
      <DeferredMessages fallback={<HomeBannerPlace />}>
        <InStages>
          {[
            // What a phone shows first: the banners, the notices and the entrances.
            <Fragment key="top">
              <LaunchProblemText problem={problem} />
              <PageBanners group="w_home" onGame={play} />
              <HomeNotices />
              <Entrances entrances={entrances} onNavigate={follow} pending={!vendorLanes.settled} />
            </Fragment>,
            <HomeGames
              key="hot"
              title={intl.formatMessage(pageMessages.hot)}
              query={hotGamesQuery(scope)}
              gamesOf={(answer) => answer.list}
              onLaunch={play}
              more={moreAt('/hot')}
            />,
            <HomeGames
              key="rng"
              title={intl.formatMessage(pageMessages.rng)}
              query={homeRngQuery(scope)}
              gamesOf={(answer) => answer.games}
              onLaunch={play}
              more={moreAt(centrePathOf('RNG'))}
              rowSize={rngRowSize}
              pendingRows={2}
            />,
            <WinnerBoard key="winners" scope={scope} onPlay={play} />,
            <Fragment key="vendors">
              {vendorRows.map(({ page, lanes: titles }) => {
                const cards = cardsOf(titles);
                return cards.length === 0 ? null : (
                  <VendorRow
                    key={page}
                    title={intl.formatMessage(pageMessages[page])}
                    cards={cards}
                    onChoose={play}
                    more={moreAt(`/${page}`)}
                  />
                );
              })}
            </Fragment>,
            <Fragment key="end">
              <HomePromotion onGame={play} />
              <HotMatches scope={scope} onBet={play} />
              <HomeMedia />
            </Fragment>,
          ]}
        </InStages>
      </DeferredMessages>
    </Lobby>
  );
}
