import {
  changePasswordPopupAtom,
  forgotPopupAtom,
  handOffCodeAtom,
  loginPopupAtom,
  registerPopupAtom,
} from '@lobby/auth';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { useMemberCentrePage } from '../centres/memberCentreSearch';
import {
  agentCentreAtom,
  gameMaintenanceAtom,
  infoDialogAtom,
  realAccountNoticeAtom,
  signOutConfirmAtom,
  vendorGamesAtom,
} from '../state/shellAtoms';
import { lazyWithQueries } from '../serverState/QueryScope';

const ShellPopupsContent = lazyWithQueries(() => import('./ShellPopupsContent'));

/**
 * The shared popups (login, member and agent centres, notices), rendered once above every route. Their code (the
 * dialog primitives, the centres) loads the first time one opens, not with the first page; once loaded they stay
 * mounted so closing animates and focus returns.
 */
export function ShellPopups() {
  const anyOpen = [
    useAtomValue(loginPopupAtom),
    useAtomValue(changePasswordPopupAtom) !== false,
    useAtomValue(registerPopupAtom),
    useAtomValue(forgotPopupAtom),
    useMemberCentrePage() !== null,
    useAtomValue(agentCentreAtom) !== null,
    useAtomValue(realAccountNoticeAtom),
    useAtomValue(signOutConfirmAtom),
    useAtomValue(infoDialogAtom) !== null,
    useAtomValue(gameMaintenanceAtom) !== null,
    useAtomValue(vendorGamesAtom) !== null,
    // A page opened by a hand-off link spends its code (or asks first) in HandOffDialog.
    useAtomValue(handOffCodeAtom) !== null,
  ].some(Boolean);
  const [needed, setNeeded] = useState(anyOpen);
  if (anyOpen && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ShellPopupsContent />
    </Suspense>
  );
}
