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
  type RowMore,
} from '@lobby/game-catalogue';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import styled from 'styled-components';
import { useCatalogueScope } from '../games/catalogueScope';
import { useGameLaunch, type LaunchProblem } from '../games/useGameLaunch';
import { DeferredMessages } from '../language/DeferredMessages';
import { regroupVendorLanes } from '../navigation/navItems';
import { useVendorLanesState } from '../navigation/vendorLanes';
import { HomeBannerPlace } from './HomeBannerPlace';
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
 * The home page's lobby (spec 2 §1-§2), below its heading: the `w_home` banners, the notice ticker, the entrances to
 * the halls, the hot games, two rows of 15 slot games, the winner board, a row of vendor cards for each other category
 * the site offers, the promotion banner, the sports hot matches and the media links. Loaded after the first paint,
 * with the catalogue's messages.
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
  const hot = useQuery(hotGamesQuery(scope));
  const rng = useQuery(homeRngQuery(scope));
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
        <LaunchProblemText problem={problem} />
        <PageBanners group="w_home" onGame={play} />
        <HomeNotices />
        <Entrances entrances={entrances} onNavigate={follow} pending={!vendorLanes.settled} />
        {(hot.isPending || (hot.data?.list.length ?? 0) > 0) && (
          <GameRow
            title={intl.formatMessage(pageMessages.hot)}
            games={hot.data?.list ?? []}
            onLaunch={play}
            more={moreAt('/hot')}
            pending={hot.isPending}
          />
        )}
        {(rng.isPending || (rng.data?.games.length ?? 0) > 0) && (
          <GameRow
            title={intl.formatMessage(pageMessages.rng)}
            games={rng.data?.games ?? []}
            onLaunch={play}
            more={moreAt(centrePathOf('RNG'))}
            rowSize={rngRowSize}
            pending={rng.isPending}
            pendingRows={2}
          />
        )}
        <WinnerBoard scope={scope} onPlay={play} />
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
        <HomePromotion onGame={play} />
        <HotMatches scope={scope} onBet={play} />
        <HomeMedia />
      </DeferredMessages>
    </Lobby>
  );
}
