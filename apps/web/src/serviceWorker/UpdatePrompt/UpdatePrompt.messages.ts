import { defineMessages } from '@lobby/i18n/react';

export const updatePromptMessages = defineMessages({
  available: { id: 'web.UpdatePrompt.available', defaultMessage: 'A new version of the site is available.' },
  reload: { id: 'web.UpdatePrompt.reload', defaultMessage: 'Reload' },
  later: { id: 'web.UpdatePrompt.later', defaultMessage: 'Not now' },
});
