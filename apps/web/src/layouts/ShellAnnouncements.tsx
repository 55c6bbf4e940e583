import { firstLoginAtom, useSession } from '@lobby/auth';
import { dismissPopups, popupsDismissed, popupsFor, type PopupAudience } from '@lobby/content';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAnnouncements } from '../pages/useAnnouncements';
import { announcementPopupsShownAtom } from '../state/shellAtoms';

// The dialog and the sanitiser load only when there is a popup to show.
const AnnouncementPopupContent = lazy(() => import('./AnnouncementPopupContent'));

/**
 * The merchant's popup announcements (spec 1 §3-§4): visitors see the `B` ones, a signed-in player the `A` ones, after
 * a first login the `F` ones first. Closed once, they stay closed for the session (`ANONYMOUS_POPUP`/`USER_POPUP`).
 * Waits while a stored token is being checked, so a returning player is never shown the visitors' popups.
 */
export function ShellAnnouncements() {
  const session = useSession();
  const firstLogin = useAtomValue(firstLoginAtom);
  // Re-render after a dismissal: the flag itself lives in session storage.
  const [, setDismissals] = useState(0);
  const audience: PopupAudience | null =
    session.status === 'checking' ? null : !session.isLogin ? 'visitor' : firstLogin ? 'firstLogin' : 'member';
  const wanted = audience !== null && !popupsDismissed(audience);
  const announcements = useAnnouncements({ enabled: wanted });
  const popups = wanted ? popupsFor(announcements.data?.popup, audience) : [];
  const shown = audience !== null && popups.length > 0;
  // The contract popup after login waits for these to be closed: one dialog at a time.
  const setShown = useSetAtom(announcementPopupsShownAtom);
  useEffect(() => {
    setShown(shown);
    return () => setShown(false);
  }, [setShown, shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopupContent
        key={audience}
        popups={popups}
        onClose={() => {
          dismissPopups(audience);
          setDismissals((count) => count + 1);
        }}
      />
    </Suspense>
  );
}
