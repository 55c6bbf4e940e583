import { defineMessages } from '@lobby/i18n/react';

export const feedbackPopupMessages = defineMessages({
  title: { id: 'content.FeedbackPopup.title', defaultMessage: 'Feedback' },
  close: { id: 'content.FeedbackPopup.close', defaultMessage: 'Close the feedback form' },
  loading: { id: 'content.FeedbackPopup.loading', defaultMessage: 'Loading the feedback form' },
});
