import { defineMessages } from '@lobby/i18n/react';

export const infoDialogMessages = defineMessages({
  help: { id: 'shell.InfoDialog.help', defaultMessage: 'Help centre' },
  feedback: { id: 'shell.InfoDialog.feedback', defaultMessage: 'Feedback' },
  comingSoon: { id: 'shell.InfoDialog.comingSoon', defaultMessage: 'Coming soon' },
  helpDescription: {
    id: 'shell.InfoDialog.helpDescription',
    defaultMessage:
      'The help centre opens here with a later release. Until then, our FAQ page answers common questions.',
  },
  feedbackDescription: {
    id: 'shell.InfoDialog.feedbackDescription',
    defaultMessage:
      'Sending feedback from here arrives with a later release. Customer service is happy to listen meanwhile.',
  },
  close: { id: 'shell.InfoDialog.close', defaultMessage: 'Close' },
});
