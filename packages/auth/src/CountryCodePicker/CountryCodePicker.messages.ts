import { defineMessages } from '@lobby/i18n/react';

export const countryCodePickerMessages = defineMessages<{
  label: Record<never, never>;
  current: { country: string; code: string };
  list: Record<never, never>;
}>({
  label: { id: 'auth.CountryCodePicker.label', defaultMessage: 'Country code' },
  current: { id: 'auth.CountryCodePicker.current', defaultMessage: 'Country code: {country} {code}' },
  list: { id: 'auth.CountryCodePicker.list', defaultMessage: 'Countries' },
});
