import { useSession } from '@lobby/auth';
import { readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { lazyWithQueries } from '../serverState/QueryScope';
import { announcementPopupsShownAtom } from '../state/shellAtoms';

// The consolidated info, the popup and the contracts' code load only for a signed-in agent.
const ContractPopupContent = lazyWithQueries(() => import('./ContractPopupContent'));

/**
 * The contract popup after login (spec 1 §2, §4: "on login ... consolidated contract info loads"): a signed-in agent
 * with offers or termination requests waiting sees them and can answer there, once the merchant's popup
 * announcements (if any) are closed. Closed once, it stays closed for the session of that agent.
 */
export function ShellContracts() {
  const session = useSession();
  const memberId = session.member ? String(session.member.id) : '';
  const [closedFor, setClosedFor] = useState(() => readStorage(storageKeys.contractPopupClosed));
  const announcementsShown = useAtomValue(announcementPopupsShownAtom);
  if (announcementsShown) return null;
  if (!session.isLogin || session.isTrial || !session.isAgent || !memberId || closedFor === memberId) return null;
  return (
    <ContractPopupContent
      memberId={memberId}
      onClose={() => {
        writeStorage(storageKeys.contractPopupClosed, memberId);
        setClosedFor(memberId);
      }}
    />
  );
}
