import { loginPopupAtom, useSettledRoles } from '@lobby/auth';
import type { Game } from '@lobby/contract';
import { launchTargetOf } from '@lobby/game-catalogue';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';
import { realAccountNoticeAtom } from '../state/shellAtoms';

/** Game types whose vendor entries open the type's own centre (spec 2 §4), rather than a popup list. */
export const centreTypes = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'];

/** The game address of a launch answer (contract §4.1: `content.game_url`, else `game_url2`, else `gameUrl`). */
function gameUrlOf(value: {
  content?: { game_url?: string | null; game_url2?: string | null } | null;
  gameUrl?: string | null;
}) {
  return value.content?.game_url || value.content?.game_url2 || value.gameUrl || '';
}

/**
 * Starts what the player chose (spec 2 §4): pages for the lottery vendors, FB sports and vendor entries; for a game,
 * a visitor gets the login popup and a trial account the "real account" notice; otherwise the platform's launch URL
 * opens in a new window, opened within the click so that no pop-up blocker stops it. Resolves with an error to show,
 * or null.
 */
export function useGameLaunch(): (game: Game) => Promise<'failed' | 'blocked' | null> {
  const { brand, client } = useShell();
  const language = useChosenLanguage();
  const navigate = useNavigate();
  const settledRoles = useSettledRoles();
  const openLogin = useSetAtom(loginPopupAtom);
  const setRealAccountNotice = useSetAtom(realAccountNoticeAtom);

  return useCallback(
    async (game) => {
      const target = launchTargetOf(game, { fbVendors: brand.providers?.fb ?? [], centreTypes });
      if (target.kind === 'page') {
        await navigate({ to: target.to, search: target.search });
        return null;
      }
      if (target.kind === 'vendorGames') {
        await navigate({ to: `/${target.gameType.toLowerCase()}`, search: { vassalage: target.vassalage } });
        return null;
      }
      // The window opens now, while the click still counts as the player's; it is pointed at the game below.
      const gameWindow = window.open('', '_blank');
      const roles = await settledRoles();
      if (!roles.isLogin || roles.isTrial) {
        gameWindow?.close();
        if (!roles.isLogin) openLogin(true);
        else setRealAccountNotice(true);
        return null;
      }
      if (!gameWindow) return 'blocked';
      try {
        const value = await client.call('launchGame', {
          launchMode: 'GLS',
          nodeId: game.nodeId,
          gameId: game.gameId ?? undefined,
          vassalage: game.vassalage ?? undefined,
          accountType: 1,
          platform: 'html5-desktop',
          clientType: 3,
          language,
        });
        gameWindow.opener = null;
        gameWindow.location.href = gameUrlOf(value);
        return null;
      } catch {
        gameWindow.close();
        return 'failed';
      }
    },
    [brand.providers?.fb, client, language, navigate, openLogin, setRealAccountNotice, settledRoles],
  );
}
