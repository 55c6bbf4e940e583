import { Dialog, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { lazy, Suspense } from 'react';
import type { FeedbackFormProps } from '../FeedbackForm';
import { feedbackPopupMessages as m } from './FeedbackPopup.messages';
import { Loading } from './FeedbackPopup.styles';

// The form (its validation, the form library, the picture reading) loads the first time the popup opens.
const FeedbackForm = lazy(() => import('../FeedbackForm/FeedbackForm'));

export interface FeedbackPopupProps extends Omit<FeedbackFormProps, 'onClose'> {
  open: boolean;
  onClose: () => void;
}

/** The footer's feedback popup: the feedback form in a dialog, its code loaded on first opening. */
export function FeedbackPopup({ open, onClose, ...form }: FeedbackPopupProps) {
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
    >
      <Suspense
        fallback={
          <Loading>
            <Spinner label={intl.formatMessage(m.loading)} />
          </Loading>
        }
      >
        <FeedbackForm {...form} onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}
