import { loginPopupAtom, useSettledRoles } from '@lobby/auth';
import type { Game } from '@lobby/contract';
import { gameUrlOf, isBalanceShort, launchTargetOf, vendorMaintenanceOf } from '@lobby/game-catalogue';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';
import { useVendorLanes } from '../navigation/vendorLanes';
import { gameMaintenanceAtom, realAccountNoticeAtom, vendorGamesAtom } from '../state/shellAtoms';
import { launchQueryOf, seamlessSearchOf } from './seamless';

/** Game types whose vendor entries open the type's own centre (spec 2 §4), rather than a popup list. */
export const centreTypes = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'];

/** A vendor's name as its lane card gives it, else its code. */
export function useVendorName(): (vassalage: string) => string {
  const lanes = useVendorLanes();
  return useCallback(
    (vassalage) =>
      lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === vassalage)?.displayName ?? vassalage,
    [lanes],
  );
}

/** Why a chosen game did not start: refused, its window blocked, or the balance short of it. */
export type LaunchProblem = 'failed' | 'blocked' | 'balance';

/**
 * Starts what the player chose (spec 2 §4): pages for the lottery vendors, FB sports and vendor entries of a type
 * with a centre, the popup game list for other vendor entries; for a game,
 * a visitor gets the login popup and a trial account the "real account" notice; otherwise the game plays inside the
 * site (`/seamless`) or, when it asks for one, in a new window opened within the click so that no pop-up blocker
 * stops it. A vendor under maintenance is told with other games to try. Resolves with an error to show, or null.
 */
export function useGameLaunch(): (game: Game) => Promise<LaunchProblem | null> {
  const { brand, client } = useShell();
  const language = useChosenLanguage();
  const navigate = useNavigate();
  const settledRoles = useSettledRoles();
  const vendorName = useVendorName();
  const openLogin = useSetAtom(loginPopupAtom);
  const setRealAccountNotice = useSetAtom(realAccountNoticeAtom);
  const setMaintenance = useSetAtom(gameMaintenanceAtom);
  const setVendorGames = useSetAtom(vendorGamesAtom);

  return useCallback(
    async (game) => {
      const target = launchTargetOf(game, { fbVendors: brand.providers?.fb ?? [], centreTypes });
      if (target.kind === 'page') {
        await navigate({ to: target.to, search: target.search });
        return null;
      }
      if (target.kind === 'vendorGames') {
        setVendorGames({ ...target, displayName: vendorName(target.vassalage) });
        return null;
      }
      // A new window opens now, while the click still counts as the player's; it is pointed at the game below.
      const gameWindow = target.newWindow ? window.open('', '_blank') : null;
      const roles = await settledRoles();
      if (!roles.isLogin || roles.isTrial) {
        gameWindow?.close();
        if (!roles.isLogin) openLogin(true);
        else setRealAccountNotice(true);
        return null;
      }
      if (!target.newWindow) {
        await navigate({ to: '/seamless', search: seamlessSearchOf(game) });
        return null;
      }
      if (!gameWindow) return 'blocked';
      try {
        const value = await client.call('launchGame', launchQueryOf(seamlessSearchOf(game), language));
        gameWindow.opener = null;
        gameWindow.location.href = gameUrlOf(value);
        return null;
      } catch (error) {
        gameWindow.close();
        if (isBalanceShort(error)) return 'balance';
        const maintenance = vendorMaintenanceOf(error);
        if (!maintenance) return 'failed';
        const vassalage = game.vassalage ?? '';
        setMaintenance({ vendor: { vassalage, displayName: vendorName(vassalage) }, maintenance });
        return null;
      }
    },
    [
      brand.providers?.fb,
      client,
      language,
      navigate,
      openLogin,
      setMaintenance,
      setRealAccountNotice,
      setVendorGames,
      settledRoles,
      vendorName,
    ],
  );
}
