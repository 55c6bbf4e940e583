// A package resolves only what its own package.json declares. pnpm already keeps undeclared packages out of reach of
// Node and tsc; this names the mistake where it is made, with the fix, and also catches a package that happens to
// resolve through another's declaration (a hoisted or root dependency). In a published package, the code it ships
// imports no devDependency (test fixtures, Storybook, test libraries): its users would not have it.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';

const builtins = new Set(builtinModules);

/** The nearest package.json above `file`: its folder, name and every dependency it declares. */
const manifests = new Map();
function manifestOf(file) {
  let dir = dirname(file);
  const visited = [];
  while (dir !== dirname(dir)) {
    if (manifests.has(dir)) break;
    visited.push(dir);
    const path = join(dir, 'package.json');
    if (existsSync(path)) {
      const json = JSON.parse(readFileSync(path, 'utf8'));
      manifests.set(dir, {
        dir,
        name: json.name,
        published: json.private !== true,
        // A peer is often a devDependency too (installed here, provided by the user there): not dev-only.
        devOnly: new Set(
          Object.keys(json.devDependencies ?? {}).filter(
            (name) => !json.peerDependencies?.[name] && !json.dependencies?.[name],
          ),
        ),
        declared: new Set(
          ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
            Object.keys(json[field] ?? {}),
          ),
        ),
      });
      break;
    }
    dir = dirname(dir);
  }
  const found = manifests.get(dir);
  for (const folder of visited) manifests.set(folder, found);
  return found;
}

/** What a published package does not ship: tests, stories, test kits (its tsconfig.build.json leaves them out). */
const unshipped = [/\.(test|stories)\.[jt]sx?$/, /\/src\/(testing|storybook)\//];

/** Whether `file`, of the package in `dir`, is part of what the package publishes (its src/, less the above). */
function ships(file, dir) {
  const path = relative(dir, file).split('\\').join('/');
  return path.startsWith('src/') && !unshipped.some((pattern) => pattern.test(`/${path}`));
}

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`; undefined for relative, absolute and virtual ids. */
export function packageNameOf(specifier) {
  if (/^[./]/.test(specifier) || specifier.includes(':') || specifier.startsWith('#')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export const declaredDependencies = {
  meta: {
    type: 'problem',
    docs: { description: "Every imported package is declared in the importing package's package.json" },
    schema: [],
    messages: {
      undeclared:
        '"{{name}}" is not declared in {{manifest}}: add it to its dependencies (or devDependencies for tests, stories and tooling), or import it through a package that declares it.',
      devOnly:
        '"{{name}}" is a devDependency of {{manifest}}, which is published without it: import it only from tests, stories and the test kits (src/testing, src/storybook), or make it a dependency.',
    },
  },
  create(context) {
    const manifest = manifestOf(context.filename);
    if (!manifest) return {};
    const shipped = manifest.published && ships(context.filename, manifest.dir);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const name = packageNameOf(specifier);
      if (name === undefined || builtins.has(name) || name === manifest.name) return;
      const path = join(relative(context.cwd, manifest.dir), 'package.json');
      if (manifest.declared.has(name)) {
        if (shipped && manifest.devOnly.has(name) && node.parent?.importKind !== 'type') {
          context.report({ node, messageId: 'devOnly', data: { name, manifest: path } });
        }
        return;
      }
      // A package's types come with `@types/<name>`: declaring either is enough.
      if (manifest.declared.has(`@types/${name.replace('@', '').replace('/', '__')}`)) return;
      context.report({ node, messageId: 'undeclared', data: { name, manifest: path } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
