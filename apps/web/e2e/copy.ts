// The words a brand's build shows, read from the same catalogues the build compiles (packages/*/src/messages,
// apps/web/src/messages and brands/<id>/copy), so that a test names a button or a heading as a player of that language reads it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogues, type PackageCatalogue } from '@lobby/i18n/catalogues';
import { isLanguageCode, languageCodes, localeOf, type LanguageCode } from '@lobby/i18n';
import { brandsDir } from './brands';

const workspaceDir = fileURLToPath(new URL('../../..', import.meta.url));
let catalogues: PackageCatalogue[] | undefined;

function brandCopy(brand: string, language: LanguageCode): Record<string, string> {
  const file = join(brandsDir, brand, 'copy', `${language.toLowerCase()}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** Formats one message: `{name}` arguments only (the tests name no plural or select message). */
export type Copy = (id: string, values?: Record<string, string | number>) => string;

/**
 * The catalogue of `brand` in `language` (a platform code such as 'VI' or 'EN', or the locale of one such as 'vi',
 * as BrandInfo.lang gives it), layered as the build layers it: English, the brand's English copy, the translation,
 * the brand's copy in that language.
 */
export function copyOf(brand: string, language: string): Copy {
  const code = isLanguageCode(language)
    ? language
    : languageCodes.find((candidate) => localeOf(candidate) === language);
  if (!code) throw new Error(`"${language}" is no language code or locale of one`);
  catalogues ??= readCatalogues(workspaceDir);
  const layers: Record<string, string>[] = [];
  for (const layer of code === 'EN' ? (['EN'] as const) : (['EN', code] as const)) {
    for (const catalogue of catalogues) layers.push(catalogue.messages[layer] ?? {});
    layers.push(brandCopy(brand, layer));
  }
  const messages: Record<string, string> = Object.assign({}, ...layers);
  return (id, values = {}) => {
    const message = messages[id];
    if (message === undefined) throw new Error(`No message "${id}" in ${brand}'s ${code} catalogue`);
    const text = message.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
    if (/[{}]/.test(text)) throw new Error(`Message "${id}" needs arguments the test did not give: ${message}`);
    return text;
  };
}
