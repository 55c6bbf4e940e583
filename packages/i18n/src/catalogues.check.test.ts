import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { catalogueFolders, catalogueProblems, readCatalogues } from './catalogues';
import type { LanguageCode } from './languages';

/**
 * The catalogues of the whole repository, as the brand builds will read them. A failure lists every message at
 * fault by package, language and id.
 */
const workspaceDir = resolve(import.meta.dirname, '..', '..', '..');
const catalogues = readCatalogues(workspaceDir);

/** The languages every package must translate in full (the spec's complete catalogues); others fall back to EN. */
const complete: LanguageCode[] = ['EN', 'VI', 'TH', 'AR', 'CN'];

describe('the message catalogues of every package', () => {
  it('parse, match English ids and placeholders, and are complete in EN, VI, TH, AR and CN', () => {
    expect(catalogueProblems(catalogues, { complete })).toEqual([]);
  });

  it('name each message after its package: <package>.<Component>.<key>', () => {
    const misnamed = catalogues.flatMap((catalogue) =>
      Object.keys(catalogue.messages.EN ?? {})
        .filter((id) => !new RegExp(`^${catalogue.name}\\.[A-Za-z0-9]+\\.[A-Za-z0-9_.-]+$`).test(id))
        .map((id) => `${catalogue.folder}/src/messages/en.json: "${id}"`),
    );
    expect(misnamed).toEqual([]);
  });

  it("declare in code (defineMessages) exactly the English of en.json, so the build's catalogue has every message", () => {
    const problems: string[] = [];
    for (const { file, id, defaultMessage } of declaredMessages()) {
      const owner = catalogues.find((catalogue) => Object.hasOwn(catalogue.messages.EN ?? {}, id));
      const where = `${relative(workspaceDir, file)}: "${id}"`;
      if (!owner) problems.push(`${where} is not in any package's en.json`);
      else if (defaultMessage !== undefined && owner.messages.EN?.[id] !== defaultMessage) {
        problems.push(
          `${where} says ${JSON.stringify(defaultMessage)} where en.json says ${JSON.stringify(owner.messages.EN?.[id])}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Every `{ id, defaultMessage }` declared in a `defineMessages({...})` call in a package's source. */
function declaredMessages(): Array<{ file: string; id: string; defaultMessage?: string }> {
  const found: Array<{ file: string; id: string; defaultMessage?: string }> = [];
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('defineMessages')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'defineMessages' &&
        node.arguments[0] &&
        ts.isObjectLiteralExpression(node.arguments[0])
      ) {
        for (const property of node.arguments[0].properties) {
          if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) continue;
          const fields = new Map<string, string>();
          for (const field of property.initializer.properties) {
            if (
              ts.isPropertyAssignment(field) &&
              ts.isIdentifier(field.name) &&
              ts.isStringLiteralLike(field.initializer)
            ) {
              fields.set(field.name.text, field.initializer.text);
            }
          }
          const id = fields.get('id');
          if (id !== undefined) found.push({ file, id, defaultMessage: fields.get('defaultMessage') });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const folder of catalogueFolders) {
    for (const name of readdirSync(join(workspaceDir, folder))) {
      if (existsSync(join(workspaceDir, folder, name, 'src'))) walk(join(workspaceDir, folder, name, 'src'));
    }
  }
  return files;
}
