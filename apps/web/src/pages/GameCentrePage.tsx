import { loginPopupAtom, useSession } from '@lobby/auth';
import { centreBannerGroup } from '@lobby/content';
import type { Game, VendorLane } from '@lobby/contract';
import { GameCentre, HotMatches, PokerRooms, type CentreClass, type CentreVendor } from '@lobby/game-catalogue';
import { useIntl } from '@lobby/i18n/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useShell } from '../context/ShellContext';
import { useCatalogueScope, useSecondLanguage } from '../games/catalogueScope';
import { centreGameTypes, pagesWithBannerSlot, type CentrePage } from '../games/centres';
import { useGameLaunch, type LaunchProblem } from '../games/useGameLaunch';
import { DeferredMessages } from '../language/DeferredMessages';
import { regroupVendorLanes } from '../navigation/navItems';
import { useVendorLanesState } from '../navigation/vendorLanes';
import { LaunchProblemText } from './LaunchProblemText';
import { PageBanners } from './PageBanners';
import { CentrePageSection, PageHeading } from './Page.styles';
import { pageMessages } from './pages.messages';
import { useDocumentTitle } from './useDocumentTitle';

function laneOf(lanes: readonly VendorLane[], gameType: string): VendorLane | undefined {
  return regroupVendorLanes(lanes).find((lane) => lane.title.toUpperCase() === gameType);
}

/**
 * A game centre page (spec 2 §2): the page's name as its heading, then the catalogue's centre for the route's game
 * type, its vendors from the vendor lanes and the vendor in the address (`?vassalage=`). `/hot` opens on hot games,
 * `/rng` has the RNG switcher, `/sports` the hot-match carousel and `/pvp` the poker rooms above the games; every
 * centre shows its banner slot first (`w_hot`, `w_rng` ...).
 */
export function GameCentrePage({ page }: { page: CentrePage }) {
  const intl = useIntl();
  const { brand } = useShell();
  const name = intl.formatMessage(pageMessages[page]);
  useDocumentTitle(name);
  const scope = useCatalogueScope();
  const session = useSession();
  const navigate = useNavigate();
  const search: { vassalage?: unknown } = useSearch({ strict: false });
  const { lanes, settled: lanesKnown } = useVendorLanesState();
  const openLogin = useSetAtom(loginPopupAtom);
  const launch = useGameLaunch();
  const secondLanguage = useSecondLanguage();
  const [problem, setProblem] = useState<LaunchProblem | null>(null);
  const gameType = centreGameTypes[page];
  const vassalage = typeof search.vassalage === 'string' ? search.vassalage : '';
  const play = (game: Game) => {
    setProblem(null);
    void launch(game).then(setProblem);
  };
  const lane = laneOf(lanes, gameType);
  // A centre the merchant does not offer (no vendor in its lane; no link leads there) has no banners or rooms to keep
  // a place for; until the lanes are known, it may be offered.
  const offered = !lanesKnown || (lane?.cards.length ?? 0) > 0;
  const laneVendors: CentreVendor[] = (lane?.cards ?? []).map((card) => ({
    vassalage: card.vassalage,
    displayName: card.displayName ?? card.vassalage,
  }));
  // The RNG switcher's tabs are the brand's own choice of vendors (`providers.rngCentre`), in its order, where offered.
  const switcherVendors = (brand.providers?.rngCentre ?? []).flatMap((code) =>
    laneVendors.filter((vendor) => vendor.vassalage === code),
  );
  const switcher = page === 'rng';
  const vendors = switcher && switcherVendors.length > 0 ? switcherVendors : laneVendors;
  const classes: CentreClass[] = (lane?.gameClassify ?? []).flatMap((entry) =>
    entry.key ? [{ key: entry.key, displayName: entry.displayName ?? entry.key }] : [],
  );

  return (
    <CentrePageSection>
      <PageHeading>{name}</PageHeading>
      <DeferredMessages>
        <LaunchProblemText problem={problem} />
        <PageBanners
          group={centreBannerGroup(page)}
          label={name}
          onGame={play}
          reserve={offered && pagesWithBannerSlot.has(page)}
        />
        {page === 'sports' && <HotMatches scope={scope} onBet={play} />}
        {page === 'pvp' && offered && <PokerRooms scope={scope} vassalage={vassalage} onJoin={play} />}
        <GameCentre
          scope={scope}
          gameType={gameType}
          vassalage={vassalage}
          initialList={page === 'hot' ? 'HOT' : 'ALL'}
          layout={switcher ? 'switcher' : 'list'}
          secondLanguage={secondLanguage}
          vendors={vendors}
          classes={classes}
          // A stored token still being checked counts: a returning member who opens the favourites during the check
          // is not asked to log in (a refused token ends the session as usual).
          signedIn={session.status !== 'visitor'}
          onNeedLogin={() => openLogin(true)}
          onLaunch={play}
          onVendorChange={(vassalage) => {
            void navigate({ to: '.', search: vassalage ? { vassalage } : {}, replace: true });
          }}
        />
      </DeferredMessages>
    </CentrePageSection>
  );
}
