// `pnpm brand:new <id> [--name "Display Name"] [--merchant CODE]`: scaffolds brands/<id> from the template so that
// `BRAND=<id> pnpm build` works at once. Then edit brand.config.ts, tokens.ts, assets/ and copy/.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const template = join(root, 'tooling/scripts/brand-template');
const idPattern = /^[a-z][a-z0-9-]{1,30}$/;

const titleCase = (id) =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** At most this many characters show under an installed site's icon (`shortNameMaxLength` of @lobby/brand). */
const shortNameMaxLength = 12;

const graphemes = (text) => [...new Intl.Segmenter().segment(text)].map((part) => part.segment);

/** The name under the installed site's icon: the whole name when it fits, else its first words that do. */
export function shortNameOf(name) {
  let short = '';
  for (const word of name.split(/\s+/)) {
    const longer = short ? `${short} ${word}` : word;
    if (graphemes(longer).length > shortNameMaxLength) break;
    short = longer;
  }
  return short || graphemes(name).slice(0, shortNameMaxLength).join('');
}

function fill(dir, replacements) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      fill(path, replacements);
    } else if (/\.(ts|svg|json|md)$/.test(name)) {
      let text = readFileSync(path, 'utf8');
      for (const [from, to] of Object.entries(replacements)) text = text.replaceAll(from, to);
      writeFileSync(path, text);
    }
  }
}

/** Copies the template to `<root>/brands/<id>` with the id, name and merchant code filled in. */
export function scaffoldBrand(
  { id, name = titleCase(id), merchant = id.replace(/-/g, '') },
  { root: repoRoot = root } = {},
) {
  if (!idPattern.test(id))
    throw new Error(`Brand id "${id}" must match ${idPattern}: lower-case letters, digits and -`);
  const target = join(repoRoot, 'brands', id);
  if (existsSync(target)) throw new Error(`brands/${id} already exists`);
  cpSync(template, target, { recursive: true });
  const displayName = name.replace(/[<>&"]/g, '');
  fill(target, {
    __ID__: id,
    __NAME__: displayName,
    __SHORT_NAME__: shortNameOf(displayName),
    __MERCHANT__: merchant,
  });
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, merchant: { type: 'string' }, 'skip-install': { type: 'boolean' } },
  });
  const [id] = positionals;
  if (!id) {
    console.error('Usage: pnpm brand:new <id> [--name "Display Name"] [--merchant CODE]');
    process.exit(1);
  }
  try {
    const target = scaffoldBrand({ id, name: values.name, merchant: values.merchant });
    // The new folder is a workspace package: link its @lobby/* imports.
    if (!values['skip-install']) execFileSync('pnpm', ['install', '--prefer-offline'], { cwd: root, stdio: 'inherit' });
    console.log(
      `Created ${target}.\nNext: edit brand.config.ts and tokens.ts, replace assets/, then BRAND=${id} pnpm build.`,
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
