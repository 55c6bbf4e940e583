import { defineMessages } from '@lobby/i18n/react';

export const countryCodePickerMessages = defineMessages<{
  label: Record<never, never>;
  current: { country: string };
  list: Record<never, never>;
}>({
  label: { id: 'auth.CountryCodePicker.label', defaultMessage: 'Country code' },
  current: { id: 'auth.CountryCodePicker.current', defaultMessage: 'Country code: {country}' },
  list: { id: 'auth.CountryCodePicker.list', defaultMessage: 'Countries' },
});
