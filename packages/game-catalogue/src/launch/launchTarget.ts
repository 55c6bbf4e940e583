import type { Game, VendorCard } from '@lobby/contract';

/** Where choosing a game or a vendor card leads (spec 2 §4 "game launch routing"). */
export type LaunchTarget =
  /** A page of the site: the lottery pages with `gameCode`, FB sports, or a game centre with `vassalage`. */
  | { kind: 'page'; to: string; search: Record<string, string> }
  /** A vendor whose games open in a popup list (`isGame: "VASSALAGE"`). */
  | { kind: 'vendorGames'; vassalage: string; gameType: string }
  /** A game that starts at once: in the site's game page, or in a new window where the game asks for one. */
  | { kind: 'start'; newWindow: boolean };

export interface LaunchRules {
  /** Vendors launched as FB sports (the brand's `providers.fb`). */
  fbVendors: readonly string[];
  /** Game types whose vendor cards open the type's game centre (RNG, FISH ...). */
  centreTypes: readonly string[];
}

const lotteryPages: Record<string, string> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

const isYes = (value: unknown) => value === 1 || value === '1' || value === true || value === 'Y';

/** The route of a game centre: its game type in lower case (`RNG` -> `/rng`). */
export const centrePathOf = (gameType: string) => `/${gameType.toLowerCase()}`;

/**
 * Decides where a game or a vendor card leads, in the order spec 2 §4 gives: the lottery vendors to their pages,
 * FB sports, a vendor entry (VASSALAGE) to its type's centre or else its popup list, any other game starts.
 * Login and trial checks come after, for the targets that start a game.
 */
export function launchTargetOf(item: Game | VendorCard, rules: LaunchRules): LaunchTarget {
  const vendor = (item.vassalage ?? '').toUpperCase();
  const gameType = (item.gameType ?? '').toUpperCase();
  const lotteryPage = lotteryPages[vendor];
  if (lotteryPage) {
    const code = 'gameCode' in item && typeof item.gameCode === 'string' ? item.gameCode : undefined;
    const gameCode = code ?? (item.gameId === undefined || item.gameId === null ? '' : String(item.gameId));
    return { kind: 'page', to: lotteryPage, search: gameCode ? { gameCode } : {} };
  }
  if (rules.fbVendors.some((fb) => fb.toUpperCase() === vendor)) {
    // A hot match opens the sportsbook at that match.
    const match = 'matchId' in item ? { matchId: item.matchId, leagueId: item.leagueId } : {};
    const search = Object.fromEntries(
      Object.entries(match).flatMap(([key, value]) =>
        value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
      ),
    );
    return { kind: 'page', to: '/fbSports', search };
  }
  // An entry flagged VASSALAGE stands for a vendor: its centre where the type has one, else its popup list.
  if (item.isGame === 'VASSALAGE') {
    return rules.centreTypes.includes(gameType)
      ? { kind: 'page', to: centrePathOf(gameType), search: { vassalage: vendor } }
      : { kind: 'vendorGames', vassalage: vendor, gameType };
  }
  return { kind: 'start', newWindow: isYes(item.appNewWindow) };
}
