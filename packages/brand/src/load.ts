import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  compileBrandTokens,
  contrastIssues,
  TokenError,
  type BrandTokens,
  type CompiledBrandTokens,
} from '@lobby/design-system/tokens';
import { directionOf, localeOf, type TextDirection } from '@lobby/i18n';
import { tsImport } from 'tsx/esm/api';
import { getDotPath, safeParse } from 'valibot';
import { BrandError } from './errors';
import { brandConfigSchema, brandIdPattern, type BrandConfig } from './schema';

/** Files every brand ships in `assets/`; the build copies them and the document links them. */
export const requiredAssets = ['logo.svg', 'icon.svg', 'favicon.ico', 'icon-192.png', 'icon-512.png'] as const;

/** The PNG icons the web manifest declares, by their size: a browser refuses to install a site whose icon lies. */
const squareIcons = { 'icon-192.png': 192, 'icon-512.png': 512 } as const;

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header chunk; undefined for a file that is no PNG. */
function pngSize(file: Buffer): { width: number; height: number } | undefined {
  if (file.length < 24 || !file.subarray(0, 8).equals(pngSignature) || file.toString('latin1', 12, 16) !== 'IHDR') {
    return undefined;
  }
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

export interface LoadedBrand {
  config: BrandConfig;
  /** Absolute path of brands/<id>. */
  folder: string;
  tokensCss: string;
  /** Declared text/background pairs under WCAG AA, per mode. Empty for a healthy brand. */
  contrastIssues: string[];
  defaultMode: BrandTokens['defaultMode'];
  /** The semantic colours of the default mode, resolved to hex: what a page paints before its CSS applies. */
  colors: CompiledBrandTokens['resolved'][BrandTokens['defaultMode']];
  lang: string;
  direction: TextDirection;
  /** Copy overrides per language code, merged last over the packages' catalogues. */
  copy: Record<string, Record<string, string>>;
}

/** The brand folders under `brandsDir`: each has a brand.config.ts. */
export function listBrands(brandsDir: string): string[] {
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir)
    .filter((name) => existsSync(join(brandsDir, name, 'brand.config.ts')))
    .sort();
}

async function importDefault(file: string, brand: string, field: string): Promise<unknown> {
  if (!existsSync(file)) throw new BrandError(brand, field, 'file is missing');
  let module: { default?: unknown };
  try {
    module = (await tsImport(pathToFileURL(file).href, import.meta.url)) as { default?: unknown };
  } catch (error) {
    throw new BrandError(brand, field, `does not load: ${(error as Error).message}`);
  }
  if (module.default === undefined) throw new BrandError(brand, field, 'has no default export');
  return module.default;
}

function readCopy(dir: string, brand: string): LoadedBrand['copy'] {
  const copyDir = join(dir, 'copy');
  if (!existsSync(copyDir)) return {};
  const copy: LoadedBrand['copy'] = {};
  for (const file of readdirSync(copyDir).filter((name) => name.endsWith('.json'))) {
    const field = `copy/${file}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(copyDir, file), 'utf8'));
    } catch (error) {
      throw new BrandError(brand, field, `is not valid JSON (${(error as Error).message})`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new BrandError(brand, field, 'must be an object of message id to text');
    }
    for (const [id, text] of Object.entries(parsed)) {
      if (typeof text !== 'string') throw new BrandError(brand, `${field} "${id}"`, 'must be a string');
    }
    copy[file.replace(/\.json$/, '').toUpperCase()] = parsed as Record<string, string>;
  }
  return copy;
}

/**
 * Loads, validates and compiles one brand. Any fault throws a BrandError naming the brand and the field, so a
 * build fails with a message a brand team can act on.
 */
export async function loadBrand(brandsDir: string, id: string): Promise<LoadedBrand> {
  if (!brandIdPattern.test(id)) throw new BrandError(id, 'id', `must match ${String(brandIdPattern)}`);
  const dir = resolve(brandsDir, id);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new BrandError(
      id,
      'folder',
      `brands/${id} does not exist (known: ${listBrands(brandsDir).join(', ') || 'none'})`,
    );
  }

  const rawConfig = await importDefault(join(dir, 'brand.config.ts'), id, 'brand.config.ts');
  const parsed = safeParse(brandConfigSchema, rawConfig);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    const path = issue ? getDotPath(issue) : null;
    throw new BrandError(
      id,
      path ? `brand.config.ts field "${path}"` : 'brand.config.ts',
      issue?.message ?? 'is invalid',
    );
  }
  const config: BrandConfig = { ...parsed.output, id };

  const tokens = (await importDefault(join(dir, 'tokens.ts'), id, 'tokens.ts')) as BrandTokens;
  let compiled;
  try {
    compiled = compileBrandTokens(id, tokens);
  } catch (error) {
    if (error instanceof TokenError) throw new BrandError(id, 'tokens.ts', error.issues.join('; '));
    throw new BrandError(id, 'tokens.ts', (error as Error).message);
  }

  for (const asset of requiredAssets) {
    if (!existsSync(join(dir, 'assets', asset))) throw new BrandError(id, `assets/${asset}`, 'file is missing');
  }
  for (const [asset, size] of Object.entries(squareIcons)) {
    const found = pngSize(readFileSync(join(dir, 'assets', asset)));
    if (found?.width !== size || found.height !== size) {
      const what = found ? `is ${found.width}x${found.height}` : 'is not a PNG';
      throw new BrandError(id, `assets/${asset}`, `must be a ${size}x${size} PNG (${what}; pnpm brand:icons ${id})`);
    }
  }

  return {
    config,
    folder: dir,
    tokensCss: compiled.css,
    contrastIssues: contrastIssues(compiled.resolved),
    defaultMode: tokens.defaultMode,
    colors: compiled.resolved[tokens.defaultMode],
    lang: localeOf(config.languages.default),
    direction: directionOf(config.languages.default),
    copy: readCopy(dir, id),
  };
}
