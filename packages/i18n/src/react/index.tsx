import { useSetAtom } from 'jotai';
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { directionOf, localeOf, type LanguageCode } from '../languages';
import type { CompiledMessages, Messages } from '../messages';
import { languageAtom } from './languageAtom';

export {
  defineMessages,
  FormattedDate,
  FormattedMessage,
  FormattedNumber,
  FormattedPlural,
  FormattedTime,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';
export { languageAtom } from './languageAtom';

const LanguageContext = createContext<LanguageCode | null>(null);

// A missing message falls back to English by design (catalogues are merged per message at build time), so only
// developers need telling; a message that cannot be formatted is a bug wherever it happens.
const onError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    // Optional chaining: outside Vite (a published build in another bundler) import.meta.env is undefined.
    if (import.meta.env?.DEV) console.warn(error.message);
    return;
  }
  console.error(error);
};

/**
 * Formats every message below it in `language`, from `messages` (the compiled catalogue `loadMessages` gives, or
 * source strings in tests). Load the new catalogue before passing a new language, so text never mixes languages.
 */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: LanguageCode;
  messages: CompiledMessages | Messages;
  children: ReactNode;
}) {
  return (
    <LanguageContext.Provider value={language}>
      <IntlProvider locale={localeOf(language)} defaultLocale="en" messages={messages} onError={onError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/**
 * The language in force and a setter that stores the player's choice in `hisLang`; the app resolves the stored
 * choice against the brand (`pickLanguage`) and loads its catalogue.
 */
export function useLanguage(): [LanguageCode, (language: LanguageCode) => void] {
  const language = useContext(LanguageContext);
  const store = useSetAtom(languageAtom);
  const setLanguage = useCallback((next: LanguageCode) => store(next), [store]);
  if (language === null) throw new Error('useLanguage() needs an <I18nProvider> above it');
  return [language, setLanguage];
}

/**
 * Sets `<html lang dir>` to `language`, for screen readers, fonts, hyphenation and right-to-left layout. Apps whose
 * ThemeProvider already sets them at document scope do not need it.
 */
export function useApplyLanguage(language: LanguageCode) {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = localeOf(language);
    root.dir = directionOf(language);
  }, [language]);
}
