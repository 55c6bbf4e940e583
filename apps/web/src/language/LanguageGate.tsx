import { GlobalStyle, ThemeProvider } from '@lobby/design-system';
import { StartupErrorScreen } from '@lobby/frame';
import { directionOf, localeOf, pickLanguage, type LanguageCode } from '@lobby/i18n';
import { I18nProvider, languageAtom } from '@lobby/i18n/react';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useShell, type LoadMessages } from '../context/ShellContext';
import { StartupCover } from '../startup/StartupCover';
import { useStartupCall } from '../serverState/startupCall';
import { startupMessages } from '../startup/startup.messages';
import { catalogueCall } from './catalogues';

// Before any catalogue has loaded, the English source text is all there is.
const english = (descriptor: { defaultMessage?: unknown }): string =>
  typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : '';

/** The language to show: the player's stored choice when the brand offers it, else the brand's default. */
export function useChosenLanguage(): LanguageCode {
  const { brand } = useShell();
  const stored = useAtomValue(languageAtom);
  return pickLanguage({ stored, supported: brand.languages.supported, fallback: brand.languages.default });
}

/**
 * Loads the chosen language's catalogue and applies it together with its direction and locale (`<html lang dir>`),
 * so text and layout switch at the same moment. While a new catalogue loads, the previous language stays on screen.
 */
export function LanguageGate({ loadMessages, children }: { loadMessages: LoadMessages; children: ReactNode }) {
  const { brand, logoSrc } = useShell();
  const language = useChosenLanguage();
  const catalogue = useStartupCall(catalogueCall(loadMessages, language));
  // The last language loaded stays on screen while the next one loads.
  const [current, setCurrent] = useState<{ language: LanguageCode; messages: NonNullable<typeof catalogue.data> }>();
  if (catalogue.data && (current?.language !== language || current.messages !== catalogue.data)) {
    setCurrent({ language, messages: catalogue.data });
  }
  // Deferred (from nothing at the first render): the site below renders as a transition, in slices the browser
  // interleaves with input and paint, rather than as one long task when the catalogue arrives.
  const loaded = useDeferredValue(current, undefined);
  const shown = loaded?.language ?? language;

  let content: ReactNode;
  if (loaded) {
    content = (
      <I18nProvider language={shown} messages={loaded.messages}>
        {children}
      </I18nProvider>
    );
  } else if (catalogue.error !== undefined) {
    content = (
      <StartupErrorScreen
        logoSrc={logoSrc}
        brandName={brand.displayName}
        title={english(startupMessages.errorTitle)}
        message={english(startupMessages.network)}
        retryLabel={english(startupMessages.retry)}
        onRetry={() => void catalogue.ask()}
        retrying={catalogue.fetching}
      />
    );
  } else {
    content = <StartupCover label={english(startupMessages.loading)} logoSrc={logoSrc} brandName={brand.displayName} />;
  }

  return (
    <ThemeProvider brand={brand.id} mode={brand.defaultMode} dir={directionOf(shown)} lang={localeOf(shown)}>
      <GlobalStyle />
      {content}
    </ThemeProvider>
  );
}
