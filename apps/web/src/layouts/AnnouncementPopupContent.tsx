import type { Announcement } from '@lobby/contract';
import { AnnouncementPopup } from '@lobby/content';
import { DeferredMessages } from '../language/DeferredMessages';

/** The popup dialog with its messages, split from the first page's code. */
export default function AnnouncementPopupContent({
  popups,
  onClose,
}: {
  popups: readonly Announcement[];
  onClose: () => void;
}) {
  return (
    <DeferredMessages>
      <AnnouncementPopup popups={popups} open onClose={onClose} />
    </DeferredMessages>
  );
}
