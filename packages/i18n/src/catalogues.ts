import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isLanguageCode, languageCodes, localeOf, type LanguageCode } from './languages';
import type { CompiledMessages, Messages } from './messages';

/**
 * Build-time side of the catalogues (Node only): reads every package's `src/messages/<lang>.json`, checks them and
 * merges one language over English, precompiled to ICU syntax trees. Used by the brand Vite plugin and by the
 * catalogue check; never bundled into an app.
 */

/** One package's catalogues, by language. English is the source of truth every other language is checked against. */
export interface PackageCatalogue {
  /** The package folder name, e.g. `frame` (packages/frame) or `web` (apps/web): its message ids start with it. */
  name: string;
  /** Its folder relative to the workspace root, e.g. `packages/frame`. */
  folder: string;
  /** Absolute path of its `src/messages` folder. */
  dir: string;
  messages: Partial<Record<LanguageCode, Messages>>;
}

/** Brand copy overrides by upper-case language code, and how to name them in an error. */
export interface CopyOverrides {
  source: string;
  messages: Record<string, Messages>;
}

/** Catalogues that cannot be built; every problem found is listed, one a line. */
export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`Message catalogues are invalid:\n  - ${problems.join('\n  - ')}`);
    this.name = 'CatalogueError';
  }
}

const fileOf = (language: string) => `${language.toLowerCase()}.json`;

/** How an error names one message: package, language and file, and the id. */
const describe = (catalogue: PackageCatalogue, language: LanguageCode, id?: string) =>
  `package "${catalogue.name}", language ${language} (${catalogue.folder}/src/messages/${fileOf(language)})` +
  (id === undefined ? '' : `, message "${id}"`);

function readJson(file: string, label: string): Messages {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CatalogueError([`${label}: is not valid JSON (${(error as Error).message})`]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new CatalogueError([`${label}: must be an object of message id to ICU message`]);
  }
  const problems = Object.entries(parsed)
    .filter(([, text]) => typeof text !== 'string')
    .map(([id]) => `${label}, message "${id}": must be a string`);
  if (problems.length > 0) throw new CatalogueError(problems);
  return parsed as Messages;
}

/** The workspace folders whose packages may hold catalogues: the packages, then the apps that compose them. */
export const catalogueFolders = ['packages', 'apps'] as const;

/**
 * Every `<folder>/<name>/src/messages/<lang>.json` of the workspace at `rootDir` (`packages/*`, then `apps/*`), in
 * folder order.
 */
export function readCatalogues(rootDir: string): PackageCatalogue[] {
  return catalogueFolders.flatMap((folder) => readFolder(rootDir, folder));
}

function readFolder(rootDir: string, folder: string): PackageCatalogue[] {
  const packagesDir = join(rootDir, folder);
  if (!existsSync(packagesDir)) return [];
  const catalogues: PackageCatalogue[] = [];
  for (const name of readdirSync(packagesDir).sort()) {
    const dir = join(packagesDir, name, 'src', 'messages');
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    const catalogue: PackageCatalogue = { name, folder: `${folder}/${name}`, dir, messages: {} };
    for (const file of readdirSync(dir).filter((entry) => entry.endsWith('.json'))) {
      const code = file.slice(0, -'.json'.length);
      const label = `package "${name}" (${folder}/${name}/src/messages/${file})`;
      if (code !== code.toLowerCase() || !isLanguageCode(code.toUpperCase())) {
        throw new CatalogueError([
          `${label}: "${code}" is not a lower-case language code (${languageCodes.join(', ').toLowerCase()})`,
        ]);
      }
      catalogue.messages[code.toUpperCase() as LanguageCode] = readJson(join(dir, file), label);
    }
    catalogues.push(catalogue);
  }
  return catalogues;
}

/** The languages at least one package has a catalogue for. */
export const catalogueLanguages = (catalogues: PackageCatalogue[]): LanguageCode[] =>
  languageCodes.filter((code) => catalogues.some((catalogue) => catalogue.messages[code]));

/** The argument and tag names a message takes: what the code passes in, so a translation must not invent others. */
export function argumentsOf(ast: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of ast) {
    switch (element.type) {
      case TYPE.literal:
      case TYPE.pound:
        break;
      case TYPE.select:
      case TYPE.plural:
        names.add(element.value);
        for (const option of Object.values(element.options)) argumentsOf(option.value, names);
        break;
      case TYPE.tag:
        names.add(`<${element.value}>`);
        argumentsOf(element.children, names);
        break;
      default:
        names.add(element.value);
    }
  }
  return names;
}

/** Parses like the runtime would (skeletons resolved for the locale), or returns why it cannot. */
export function compileMessage(message: string, language: LanguageCode): MessageFormatElement[] | Error {
  try {
    return parse(message, { locale: new Intl.Locale(localeOf(language)) });
  } catch (error) {
    const { originalMessage } = error as { originalMessage?: string };
    return new Error(`does not parse (${(error as Error).message}) in ${JSON.stringify(originalMessage ?? message)}`);
  }
}

const sorted = (names: Iterable<string>) => [...names].sort().join(', ') || 'none';

/**
 * Checks a translation against English: it must parse, and use no argument English does not have (the code would
 * not pass it). With `exact`, it must also use every argument English does (the catalogue check for packages; brand
 * copy may drop one).
 */
function checkMessage(
  text: string,
  english: MessageFormatElement[],
  language: LanguageCode,
  exact: boolean,
): { ast: MessageFormatElement[] } | { problem: string } {
  const ast = compileMessage(text, language);
  if (ast instanceof Error) return { problem: ast.message };
  const expected = argumentsOf(english);
  const actual = argumentsOf(ast);
  const unknown = [...actual].filter((name) => !expected.has(name));
  const missing = [...expected].filter((name) => !actual.has(name));
  if (unknown.length > 0 || (exact && missing.length > 0)) {
    return { problem: `uses arguments {${sorted(actual)}} where English has {${sorted(expected)}}` };
  }
  return { ast };
}

/** English of every package, compiled, with the problems found on the way (bad syntax, an id in two packages). */
function compileEnglish(catalogues: PackageCatalogue[]) {
  const english = new Map<string, { ast: MessageFormatElement[]; catalogue: PackageCatalogue }>();
  const problems: string[] = [];
  for (const catalogue of catalogues) {
    const source = catalogue.messages.EN;
    if (!source) {
      if (Object.keys(catalogue.messages).length > 0) {
        problems.push(`${describe(catalogue, 'EN')}: is missing; English is the source every other language follows`);
      }
      continue;
    }
    for (const [id, text] of Object.entries(source)) {
      const owner = english.get(id);
      if (owner) {
        problems.push(`${describe(catalogue, 'EN', id)}: is also defined by package "${owner.catalogue.name}"`);
        continue;
      }
      const ast = compileMessage(text, 'EN');
      if (ast instanceof Error) problems.push(`${describe(catalogue, 'EN', id)}: ${ast.message}`);
      else english.set(id, { ast, catalogue });
    }
  }
  return { english, problems };
}

/**
 * Every problem of the packages' catalogues: English that does not parse or defines an id twice; a translation
 * with an id English lacks, that does not parse or whose arguments differ from English's. With `complete`, also
 * every message of English a listed language lacks.
 */
export function catalogueProblems(
  catalogues: PackageCatalogue[],
  { complete = [] }: { complete?: readonly LanguageCode[] } = {},
): string[] {
  const { english, problems } = compileEnglish(catalogues);
  for (const catalogue of catalogues) {
    for (const language of languageCodes) {
      const messages = catalogue.messages[language];
      if (language === 'EN' || !messages) continue;
      for (const [id, text] of Object.entries(messages)) {
        const source = english.get(id);
        if (!source || source.catalogue !== catalogue) {
          problems.push(`${describe(catalogue, language, id)}: is not in en.json`);
          continue;
        }
        const checked = checkMessage(text, source.ast, language, true);
        if ('problem' in checked) problems.push(`${describe(catalogue, language, id)}: ${checked.problem}`);
      }
    }
    for (const language of complete) {
      const englishIds = Object.keys(catalogue.messages.EN ?? {});
      const missing = englishIds.filter((id) => !Object.hasOwn(catalogue.messages[language] ?? {}, id));
      if (missing.length > 0) {
        problems.push(`${describe(catalogue, language)}: lacks ${missing.length} message(s): ${missing.join(', ')}`);
      }
    }
  }
  return problems;
}

/**
 * One language's catalogue for an app: every package's English, then the brand's English copy, then the
 * package's translation, then the brand's copy in that language; each message from the last that has it, so a
 * missing translation falls back to English per message. Precompiled to syntax trees. Throws a CatalogueError
 * listing every problem of English and of this language rather than shipping a message that breaks at run time.
 */
export function buildCatalogue({
  catalogues,
  language,
  copy,
}: {
  catalogues: PackageCatalogue[];
  language: LanguageCode;
  copy?: CopyOverrides;
}): { messages: CompiledMessages; fallbacks: string[] } {
  const { english, problems } = compileEnglish(catalogues);
  const layers: Array<{
    label: (id: string) => string;
    messages: Messages;
    language: LanguageCode;
    /** A package's translation may only translate that package's English; brand copy may override any. */
    catalogue?: PackageCatalogue;
  }> = [];
  for (const layerLanguage of language === 'EN' ? (['EN'] as const) : (['EN', language] as const)) {
    for (const catalogue of catalogues) {
      const messages = catalogue.messages[layerLanguage];
      if (layerLanguage !== 'EN' && messages) {
        layers.push({
          label: (id) => describe(catalogue, layerLanguage, id),
          messages,
          language: layerLanguage,
          catalogue,
        });
      }
    }
    const overrides = copy?.messages[layerLanguage];
    if (copy && overrides) {
      layers.push({
        label: (id) => `${copy.source}/${fileOf(layerLanguage)}, message "${id}"`,
        messages: overrides,
        language: layerLanguage,
      });
    }
  }

  const messages: CompiledMessages = {};
  const translated = new Set<string>();
  for (const [id, { ast }] of english) messages[id] = ast;
  for (const layer of layers) {
    for (const [id, text] of Object.entries(layer.messages)) {
      const source = english.get(id);
      if (!source || (layer.catalogue && source.catalogue !== layer.catalogue)) {
        problems.push(`${layer.label(id)}: is not in ${layer.catalogue ? 'en.json' : "any package's en.json"}`);
        continue;
      }
      const checked = checkMessage(text, source.ast, layer.language, false);
      if ('problem' in checked) {
        problems.push(`${layer.label(id)}: ${checked.problem}`);
        continue;
      }
      messages[id] = checked.ast;
      if (layer.language === language) translated.add(id);
    }
  }
  if (problems.length > 0) throw new CatalogueError(problems);
  const fallbacks = language === 'EN' ? [] : [...english.keys()].filter((id) => !translated.has(id));
  return { messages, fallbacks };
}
