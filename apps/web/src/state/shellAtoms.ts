import type { AgentCentrePage } from '@lobby/frame';
import type { VendorMaintenance } from '@lobby/game-catalogue';
import { atom } from 'jotai';

/** Whether the desktop side menu shows; its toggle sits in the header. */
export const sideMenuVisibleAtom = atom(true);

/** The phone menu (a drawer holding the navigation and the side menu). */
export const menuDrawerOpenAtom = atom(false);

/** The agent centre's page, or null when closed. */
export const agentCentreAtom = atom<AgentCentrePage | null>(null);

/** "A real account is needed": a trial account tried something only real accounts may do. */
export const realAccountNoticeAtom = atom(false);

/** The sign-out confirmation. */
export const signOutConfirmAtom = atom(false);

/** The footer's help and feedback popups. */
export const infoDialogAtom = atom<'help' | 'feedback' | null>(null);

/** A game refused because its vendor is under maintenance, shown with other games to try; null when closed. */
export const gameMaintenanceAtom = atom<{
  vendor: { vassalage: string; displayName: string };
  maintenance: VendorMaintenance;
} | null>(null);

/** A vendor entry's popup game list (a vendor whose type has no centre); null when closed. */
export const vendorGamesAtom = atom<{ vassalage: string; gameType: string; displayName: string } | null>(null);

/** Whether the merchant's popup announcements are on screen: the contract popup waits until they are closed. */
export const announcementPopupsShownAtom = atom(false);
