import type { LotteryGame } from '@lobby/contract';
import { Button, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Layout } from '../GameCentre/GameCentre.styles';
import { GameFrame } from '../frame/GameFrame';
import type { CatalogueScope } from '../list/gamesQuery';
import type { VendorMaintenance } from '../launch/maintenance';
import { lotteryMessages as m } from './LotteryLobby.messages';
import { GameChoice, GroupHeading, LotteryMenu, MenuNote } from './LotteryLobby.styles';
import {
  launchLottery,
  lotteryMenuQuery,
  recentLotteryQuery,
  type LotteryArea,
  type LotteryGroup,
  type PrizeMode,
} from './lotteryMenus';

export interface LotteryLobbyProps {
  scope: CatalogueScope;
  area: LotteryArea;
  prizeMode: PrizeMode;
  /** The game in the address (`?gameCode=`); '' for the lobby. */
  gameCode: string;
  signedIn: boolean;
  /** Where the lottery's own "back" leads. */
  backUrl: string;
  /** The player chose a game ('' for the lobby): the caller puts it in the address. */
  onChoose: (gameCode: string) => void;
  renderMaintenance?: (maintenance: VendorMaintenance) => ReactNode;
  /** Offered when the balance does not cover the chosen game. */
  onDeposit?: () => void;
}

const knownRegions = new Set(['NORTH', 'CENTRAL', 'SOUTH']);

/**
 * A lottery page's body (spec 2 §2, §7): the lottery menu (the player's recent lottery games first, then the games by
 * tag or VN region, each with its next draw) beside the chosen game's betting view, or the lobby, in a frame.
 */
export function LotteryLobby({
  scope,
  area,
  prizeMode,
  gameCode,
  signedIn,
  backUrl,
  onChoose,
  renderMaintenance,
  onDeposit,
}: LotteryLobbyProps) {
  const intl = useIntl();
  const menu = useQuery(lotteryMenuQuery(scope, area, prizeMode));
  const recent = useQuery(recentLotteryQuery(scope, area, prizeMode, signedIn));

  const groupTitle = (group: LotteryGroup) => {
    if (knownRegions.has(group.key)) return intl.formatMessage(m[group.key as 'NORTH' | 'CENTRAL' | 'SOUTH']);
    return group.key || intl.formatMessage(m.others);
  };
  const chosen = menu.data?.flatMap((group) => group.games).find((game) => game.gameCode === gameCode);
  const title = gameCode ? (chosen?.gameName ?? gameCode) : intl.formatMessage(m.lobbyTitle);

  const choice = (game: LotteryGame) => (
    <li key={game.gameCode}>
      <GameChoice
        aria-current={game.gameCode === gameCode ? 'page' : undefined}
        onClick={() => onChoose(game.gameCode)}
      >
        <span>{game.gameName ?? game.gameCode}</span>
        {typeof game.nextDrawTime === 'number' && (
          <MenuNote>
            {intl.formatMessage(m.nextDraw, { time: intl.formatTime(game.nextDrawTime, { timeStyle: 'short' }) })}
          </MenuNote>
        )}
      </GameChoice>
    </li>
  );

  return (
    <Layout>
      <LotteryMenu aria-label={intl.formatMessage(m.menu)}>
        <ul>
          <li>
            <GameChoice aria-current={gameCode === '' ? 'page' : undefined} onClick={() => onChoose('')}>
              <span>{intl.formatMessage(m.lobby)}</span>
            </GameChoice>
          </li>
        </ul>
        {recent.data && recent.data.length > 0 && (
          <section>
            <GroupHeading>{intl.formatMessage(m.recent)}</GroupHeading>
            <ul>{recent.data.map(choice)}</ul>
          </section>
        )}
        {menu.isPending ? (
          <Spinner label={intl.formatMessage(m.loading)} />
        ) : menu.isError ? (
          <MenuNote role="alert">
            {intl.formatMessage(m.failed)}{' '}
            <Button size="sm" variant="ghost" onClick={() => void menu.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          </MenuNote>
        ) : menu.data.length === 0 ? (
          <MenuNote>{intl.formatMessage(m.empty)}</MenuNote>
        ) : (
          menu.data.map((group) => (
            <section key={group.key || '*'}>
              <GroupHeading>{groupTitle(group)}</GroupHeading>
              <ul>{group.games.map(choice)}</ul>
            </section>
          ))
        )}
      </LotteryMenu>
      <GameFrame
        title={title}
        launchKey={['lottery', scope.merchantCode, area, prizeMode, gameCode, scope.language]}
        launch={(signal) => launchLottery(scope, { area, prizeMode, gameCode, backUrl }, signal)}
        renderMaintenance={renderMaintenance}
        {...(onDeposit ? { onDeposit } : {})}
      />
    </Layout>
  );
}
