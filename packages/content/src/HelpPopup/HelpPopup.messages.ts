import { defineMessages } from '@lobby/i18n/react';

export const helpPopupMessages = defineMessages({
  title: { id: 'content.HelpPopup.title', defaultMessage: 'Help centre' },
  close: { id: 'content.HelpPopup.close', defaultMessage: 'Close the help centre' },
});
