import { defineMessages } from '@lobby/i18n/react';

export const helpCentreMessages = defineMessages({
  contents: { id: 'content.HelpCentre.contents', defaultMessage: 'Contents' },
  untitled: { id: 'content.HelpCentre.untitled', defaultMessage: 'Help' },
});
