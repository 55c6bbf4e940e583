import { useSession } from '@lobby/auth';
import {
  areaPrizeMode,
  GameFrame,
  gameFrameMessages,
  gameUrlOf,
  LotteryLobby,
  prizeModeOf,
  VendorMaintenanceNotice,
  vnLotteryVendor,
  type CatalogueScope,
  type LotteryArea,
  type VendorMaintenance,
} from '@lobby/game-catalogue';
import { EmptyState } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useShell } from '../context/ShellContext';
import { useCentres } from '../centres/useCentres';
import { useCatalogueScope, useSecondLanguage } from '../games/catalogueScope';
import { launchQueryOf, parseSeamlessSearch, searchText } from '../games/seamless';
import { useGameLaunch, useVendorName, type LaunchProblem } from '../games/useGameLaunch';
import { DeferredMessages } from '../language/DeferredMessages';
import { useVendorLanes } from '../navigation/vendorLanes';
import { LaunchProblemText } from './LaunchProblemText';
import { HomeLink, PageHeading, PageSection } from './Page.styles';
import { homeMessages } from './home.messages';
import { pageMessages } from './pages.messages';
import { useDocumentTitle } from './useDocumentTitle';

/** The maintenance notice of a game page, its suggestions starting like any other game. */
function useMaintenanceNotice(scope: CatalogueScope, vassalage: string) {
  const session = useSession();
  const launch = useGameLaunch();
  const vendorName = useVendorName();
  const [problem, setProblem] = useState<LaunchProblem | null>(null);
  return (maintenance: VendorMaintenance) => (
    <>
      <LaunchProblemText problem={problem} />
      <VendorMaintenanceNotice
        scope={scope}
        vendor={{ vassalage, displayName: vendorName(vassalage) }}
        maintenance={maintenance}
        signedIn={session.isLogin}
        onLaunch={(game) => {
          setProblem(null);
          void launch(game).then(setProblem);
        }}
      />
    </>
  );
}

/** Opens the member centre's deposit page: what a launch refused for the balance offers. */
function useDeposit() {
  const { openMemberCentre } = useCentres();
  return () => openMemberCentre('depositv2');
}

/** `/seamless` (spec 2 §2): a game that plays inside the site, under the header; started again on a reload. */
export function SeamlessPage() {
  const intl = useIntl();
  const scope = useCatalogueScope();
  const game = parseSeamlessSearch(useSearch({ strict: false }));
  const title = game?.name ?? intl.formatMessage(pageMessages.seamless);
  useDocumentTitle(title);
  const renderMaintenance = useMaintenanceNotice(scope, game?.vassalage ?? '');
  const deposit = useDeposit();
  return (
    <PageSection>
      <PageHeading>{title}</PageHeading>
      <DeferredMessages>
        {game ? (
          <GameFrame
            title={title}
            launchKey={['seamless', scope.merchantCode, scope.language, game]}
            launch={async (signal) =>
              gameUrlOf(await scope.client.call('launchGame', launchQueryOf(game, scope.language), { signal }))
            }
            renderMaintenance={renderMaintenance}
            onDeposit={deposit}
          />
        ) : (
          <NoGameChosen />
        )}
      </DeferredMessages>
    </PageSection>
  );
}

/** `/seamless` without a game in its address: a way back to the games. */
function NoGameChosen() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(gameFrameMessages.noGame)}
      description={intl.formatMessage(gameFrameMessages.noGameDescription)}
      action={
        <HomeLink to="/" $variant="secondary">
          {intl.formatMessage(homeMessages.backHome)}
        </HomeLink>
      }
    />
  );
}

const lotteryPages = { lottery: 'lottery', sea: 'seaLottery', vn: 'vnLottery' } as const;
const lotteryVendors: Record<LotteryArea, string> = { lottery: 'LOTT', sea: 'TCG_SEA', vn: vnLotteryVendor };

/**
 * `/lottery`, `/seaLottery` and `/vnLottery` (spec 2 §2): the lottery menu and the chosen game (`?gameCode=`) or the
 * lobby, in the page's prize mode.
 */
export function LotteryPage({ area }: { area: LotteryArea }) {
  const intl = useIntl();
  const scope = useCatalogueScope();
  const session = useSession();
  const navigate = useNavigate();
  const search: { gameCode?: unknown } = useSearch({ strict: false });
  const lanes = useVendorLanes();
  const name = intl.formatMessage(pageMessages[lotteryPages[area]]);
  useDocumentTitle(name);
  const secondLanguage = useSecondLanguage();
  const prizeMode = areaPrizeMode(area, prizeModeOf(lanes, { secondLanguage }));
  const renderMaintenance = useMaintenanceNotice(scope, lotteryVendors[area]);
  const deposit = useDeposit();
  return (
    <PageSection>
      <PageHeading>{name}</PageHeading>
      <DeferredMessages>
        <LotteryLobby
          scope={scope}
          area={area}
          prizeMode={prizeMode}
          gameCode={typeof search.gameCode === 'string' ? search.gameCode : ''}
          signedIn={session.isLogin}
          backUrl={`${window.location.origin}/`}
          onChoose={(gameCode) => void navigate({ to: '.', search: gameCode ? { gameCode } : {} })}
          renderMaintenance={renderMaintenance}
          onDeposit={deposit}
        />
      </DeferredMessages>
    </PageSection>
  );
}

/** `/fbSports` (spec 2 §2): the FB sportsbook, open to visitors, inside the site. */
export function FbSportsPage() {
  const intl = useIntl();
  const { brand } = useShell();
  const scope = useCatalogueScope();
  const name = intl.formatMessage(pageMessages.fbSports);
  useDocumentTitle(name);
  const renderMaintenance = useMaintenanceNotice(scope, brand.providers?.fb[0] ?? 'FB');
  // A hot match's bet button opens the sportsbook at that match.
  const search: { matchId?: unknown; leagueId?: unknown } = useSearch({ strict: false });
  const match = { matchId: searchText(search.matchId), leagueId: searchText(search.leagueId) };
  return (
    <PageSection>
      <PageHeading>{name}</PageHeading>
      <DeferredMessages>
        <GameFrame
          title={name}
          launchKey={['fbSports', scope.merchantCode, scope.language, match]}
          launch={async (signal) =>
            gameUrlOf(
              await scope.client.call(
                'fbSportsLaunch',
                { platform: 'html5-desktop', language: scope.language, ...match },
                { signal },
              ),
            )
          }
          renderMaintenance={renderMaintenance}
        />
      </DeferredMessages>
    </PageSection>
  );
}
