import type { Announcement } from '@lobby/contract';
import type { ReactNode } from 'react';
import { Button, Dialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { imagesOf } from '../announcements/popups';
import { periodOf } from '../promotions/promotions';
import { SafeHtml } from '../SafeHtml';
import { promotionDetailMessages as m } from './PromotionDetail.messages';
import { Period, Picture } from './PromotionDetail.styles';

export interface PromotionDetailProps {
  /** The promotion shown; the dialog is closed without one. */
  promotion: Announcement | undefined;
  open: boolean;
  /** The player closed it: the close button, the button below, Esc or a click outside. */
  onClose: () => void;
  /** The promotion's card, where focus returns on close; else what had focus when it opened. */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** The member's side of the promotion (its status, what the member can do), drawn by the app under the period. */
  memberSide?: ((promotion: Announcement, place: 'detail') => ReactNode) | undefined;
}

/**
 * A promotion's detail (contract §4.3): its picture, title, when it starts and ends (date and time in the player's
 * locale) and its terms, the platform's HTML sanitised. A dialog: focus stays inside it, and returns to the
 * promotion's card on close.
 */
export function PromotionDetail({ promotion, open, onClose, returnFocusTo, memberSide }: PromotionDetailProps) {
  const intl = useIntl();
  if (!promotion) return null;
  const [picture] = imagesOf(promotion);
  const { start, end } = periodOf(promotion);
  const when = (date: Date) => (
    <time dateTime={date.toISOString()}>{intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short' })}</time>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={promotion.title ?? ''}
      closeLabel={intl.formatMessage(m.close)}
      size="lg"
      {...(returnFocusTo ? { returnFocusTo } : {})}
      footer={<Button onClick={onClose}>{intl.formatMessage(m.done)}</Button>}
    >
      {picture && <Picture src={picture} alt="" width={1200} height={400} decoding="async" />}
      {(start || end) && (
        <Period>
          {start && (
            <div>
              <dt>{intl.formatMessage(m.starts)}</dt>
              <dd>{when(start)}</dd>
            </div>
          )}
          <div>
            <dt>{intl.formatMessage(m.ends)}</dt>
            <dd>{end ? when(end) : intl.formatMessage(m.noEnd)}</dd>
          </div>
        </Period>
      )}
      {memberSide?.(promotion, 'detail')}
      <SafeHtml key={String(promotion.id)} html={promotion.content ?? ''} />
    </Dialog>
  );
}
