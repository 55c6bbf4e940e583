export {
  directionOf,
  isLanguageCode,
  languageCodes,
  languages,
  languageStorageKey,
  localeOf,
  type LanguageCode,
  type TextDirection,
} from './languages';
