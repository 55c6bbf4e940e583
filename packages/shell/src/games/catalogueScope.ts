import type { CatalogueScope } from '@lobby/game-catalogue';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';

/** Who asks the catalogue and in which language: the brand's merchant and the chosen language. */
export function useCatalogueScope(): CatalogueScope {
  const { brand, client } = useShell();
  return { client, merchantCode: brand.merchantCode, language: useChosenLanguage() };
}
