export {
  directionOf,
  isLanguageCode,
  languageCodes,
  languages,
  localeOf,
  type LanguageCode,
  type TextDirection,
} from './languages';
export { pickLanguage, type CompiledMessages, type Messages, type NoValues } from './messages';
export { readStoredLanguage } from './storedLanguage';
export { formatMoney, moneyDecimals, type NumberFormatter } from './money';
