import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const entrancesMessages = defineMessages<{ label: NoValues }>({
  label: { id: 'game-catalogue.Entrances.label', defaultMessage: 'Game halls' },
});
