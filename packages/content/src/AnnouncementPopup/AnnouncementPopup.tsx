import type { Announcement } from '@lobby/contract';
import { Button, Dialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useState } from 'react';
import { imagesOf } from '../announcements/popups';
import { SafeHtml } from '../SafeHtml';
import { announcementPopupMessages as m } from './AnnouncementPopup.messages';
import { Pager, Pictures, Position } from './AnnouncementPopup.styles';

export interface AnnouncementPopupProps {
  /** The popups to show, in order; the dialog is closed when there are none. */
  popups: readonly Announcement[];
  open: boolean;
  /** The player closed the popups (OK, the close button, Esc or a click outside). */
  onClose: () => void;
}

/**
 * The merchant's popup announcements (spec 1 §3, contract §4.3): one at a time with its title, pictures and
 * sanitised HTML, paged when there are several. Closing closes them all.
 */
export function AnnouncementPopup({ popups, open, onClose }: AnnouncementPopupProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = popups[Math.min(index, popups.length - 1)];
  if (!current) return null;
  const position = popups.indexOf(current);
  const several = popups.length > 1;
  const pictures = imagesOf(current);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={current.title ?? ''}
      closeLabel={intl.formatMessage(m.close)}
      size="md"
      footer={
        <>
          {several && (
            <Pager>
              <Button variant="secondary" size="sm" disabled={position === 0} onClick={() => setIndex(position - 1)}>
                {intl.formatMessage(m.previous)}
              </Button>
              <Position aria-live="polite">
                {intl.formatMessage(m.position, { index: position + 1, total: popups.length })}
              </Position>
              <Button
                variant="secondary"
                size="sm"
                disabled={position === popups.length - 1}
                onClick={() => setIndex(position + 1)}
              >
                {intl.formatMessage(m.next)}
              </Button>
            </Pager>
          )}
          <Button onClick={onClose}>{intl.formatMessage(m.ok)}</Button>
        </>
      }
    >
      {pictures.length > 0 && (
        <Pictures>
          {pictures.map((src) => (
            <img key={src} src={src} alt="" loading="lazy" decoding="async" />
          ))}
        </Pictures>
      )}
      <SafeHtml key={current.id} html={current.content ?? ''} />
    </Dialog>
  );
}
