import type { Announcement } from '@lobby/contract';
import { Button, Dialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { NoticeList } from '../NoticeList';
import { noticePopupMessages as m } from './NoticePopup.messages';

export { noticesPerPage } from '../NoticeList';

export interface NoticePopupProps {
  notices: readonly Announcement[];
  open: boolean;
  /** The notice to show expanded on opening (a ticker click); its page is shown. */
  initialId?: string | undefined;
  onClose: () => void;
}

/**
 * The notice popup (spec 2): the notice list in a dialog, six notices a page by title; selecting a title shows its
 * sanitised HTML below it, and selecting it again hides it.
 */
export function NoticePopup({ notices, open, initialId, onClose }: NoticePopupProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={intl.formatMessage(m.title)}
      closeLabel={intl.formatMessage(m.close)}
      size="md"
      footer={<Button onClick={onClose}>{intl.formatMessage(m.ok)}</Button>}
    >
      <NoticeList notices={notices} initialId={initialId} headingLevel={3} />
    </Dialog>
  );
}
