import type { CatalogueScope } from '@lobby/game-catalogue';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';

/** Who asks the catalogue and in which language: the brand's merchant and the chosen language. */
export function useCatalogueScope(): CatalogueScope {
  const { brand, client } = useShell();
  return { client, merchantCode: brand.merchantCode, language: useChosenLanguage() };
}

/**
 * Whether the brand offers "the second language" of spec 2 (TY): it adds the bingo class and makes LOTT count as
 * ELOTT (decision 0014).
 */
export function useSecondLanguage(): boolean {
  return useShell().brand.languages.supported.includes('TY');
}
