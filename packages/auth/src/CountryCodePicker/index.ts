export {
  CountryCodePicker,
  countryListQuery,
  defaultFlagSrc,
  initialCountry,
  type CountryChoice,
  type CountryCodePickerProps,
} from './CountryCodePicker';
