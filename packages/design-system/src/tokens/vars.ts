import { defaultComponentTokens } from './component';
import { scales } from './scales';
import { semanticColorNames, type SemanticColorName } from './semantic';

/** `fooBar` -> `foo-bar`, the CSS custom property spelling. */
export const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const cssVarName = (...path: string[]): string => `--lb-${path.map(kebab).join('-')}`;

const ref = (...path: string[]): string => `var(${cssVarName(...path)})`;

type VarTree<T> = { readonly [K in keyof T]: T[K] extends string | number ? string : VarTree<T[K]> };

function mapTree<T extends object>(tree: T, path: string[]): VarTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null ? mapTree(value as object, [...path, key]) : ref(...path, key),
    ]),
  ) as VarTree<T>;
}

/**
 * Typed `var(--lb-...)` references for styled-components. Styles read these only, never colour values, so a
 * brand or colour mode switch is a change of attribute and nothing re-renders.
 */
export const vars = {
  color: Object.fromEntries(semanticColorNames.map((name) => [name, ref('color', name)])) as Record<
    SemanticColorName,
    string
  >,
  radius: { sm: ref('radius', 'sm'), md: ref('radius', 'md'), lg: ref('radius', 'lg'), pill: ref('radius', 'pill') },
  font: { body: ref('font', 'body'), display: ref('font', 'display') },
  ...mapTree(scales, []),
  ...mapTree(defaultComponentTokens, []),
} as const;
