import { useSession } from '@lobby/auth';
import type { LanguageCode } from '@lobby/i18n';
import { languageAtom } from '@lobby/i18n/react';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useShell } from '../context/ShellContext';

/**
 * Switches the language (spec 1 §4): stores it in `hisLang`, which reloads the catalogue, direction and the
 * language-dependent data (their queries are keyed by language), and tells the platform for a signed-in real
 * account (`PUT /wps/member/language`).
 */
export function useLanguageSwitch(): (language: LanguageCode) => void {
  const { client } = useShell();
  const session = useSession();
  const setLanguage = useSetAtom(languageAtom);
  return useCallback(
    (language: LanguageCode) => {
      setLanguage(language);
      if (session.isLogin && !session.isTrial) {
        client.call('updateLanguage', { language }).catch((error: unknown) => {
          // Only the platform's copy of the preference is stale; the screen has switched.
          console.warn('The platform did not store the language', error);
        });
      }
    },
    [client, session.isLogin, session.isTrial, setLanguage],
  );
}
