import { parseHexColor } from './color';
import { defaultComponentTokens, type ComponentTokenOverrides } from './component';
import { scales } from './scales';
import { defaultSemanticColors, semanticColorNames, type SemanticColorName, type SemanticColors } from './semantic';
import { colorModes, type BrandPrimitives, type ColorMode } from './types';
import { cssVarName } from './vars';

/** Everything visual a brand declares: its primitives, its default colour mode and any re-pointed tokens. */
export interface BrandTokens {
  primitives: BrandPrimitives;
  defaultMode: ColorMode;
  modes?: Partial<Record<ColorMode, Partial<SemanticColors>>>;
  components?: ComponentTokenOverrides;
}

export interface CompiledBrandTokens {
  css: string;
  /** Semantic colours resolved to literals, per mode: what the contrast check reads. */
  resolved: Record<ColorMode, Record<SemanticColorName, string>>;
}

export class TokenError extends Error {
  constructor(
    readonly brand: string,
    readonly issues: string[],
  ) {
    super(`Brand "${brand}" has broken tokens:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'TokenError';
  }
}

const reference = /^\{([a-zA-Z0-9]+)\.([a-zA-Z0-9]+)\}$/;
const isColorLiteral = (value: string) => parseHexColor(value) !== undefined;

/**
 * Resolves and compiles a brand's tokens to CSS custom properties scoped to `[data-brand="<id>"]` (default mode)
 * and `[data-brand="<id>"][data-mode="<mode>"]`. Throws a TokenError naming every token that does not resolve.
 */
export function compileBrandTokens(brand: string, tokens: BrandTokens): CompiledBrandTokens {
  const issues: string[] = [];
  const { primitives } = tokens;
  const declarations: string[] = [];

  for (const [palette, steps] of Object.entries(primitives.color)) {
    for (const [step, value] of Object.entries(steps)) {
      if (!isColorLiteral(value)) issues.push(`primitives.color.${palette}.${step}: "${value}" is not a hex colour`);
      declarations.push(`${cssVarName('p', palette, step)}:${value}`);
    }
  }
  for (const [name, value] of Object.entries(primitives.radius))
    declarations.push(`${cssVarName('radius', name)}:${value}`);
  declarations.push(`${cssVarName('font', 'body')}:${primitives.font.body}`);
  declarations.push(`${cssVarName('font', 'display')}:${primitives.font.display ?? primitives.font.body}`);
  for (const [group, values] of Object.entries(scales)) {
    for (const [name, value] of Object.entries(values)) declarations.push(`${cssVarName(group, name)}:${value}`);
  }

  const resolved = {} as CompiledBrandTokens['resolved'];
  const modeDeclarations = {} as Record<ColorMode, string[]>;
  for (const mode of colorModes) {
    const semantic = { ...defaultSemanticColors[mode], ...tokens.modes?.[mode] };
    resolved[mode] = {} as Record<SemanticColorName, string>;
    modeDeclarations[mode] = [`color-scheme:${mode}`];
    for (const name of semanticColorNames) {
      const value = semantic[name];
      const match = reference.exec(value);
      const where = `modes.${mode}.${name}`;
      if (match) {
        const [, palette = '', step = ''] = match;
        const literal = primitives.color[palette]?.[step];
        if (literal === undefined) {
          issues.push(
            `${where}: ${value} names a palette step the brand does not define (primitives.color.${palette}.${step})`,
          );
          continue;
        }
        resolved[mode][name] = literal;
        modeDeclarations[mode].push(`${cssVarName('color', name)}:var(${cssVarName('p', palette, step)})`);
      } else if (isColorLiteral(value)) {
        resolved[mode][name] = value;
        modeDeclarations[mode].push(`${cssVarName('color', name)}:${value}`);
      } else {
        issues.push(`${where}: "${value}" is neither a hex colour nor a {palette.step} reference`);
      }
    }
  }

  for (const [group, defaults] of Object.entries(defaultComponentTokens)) {
    const overrides =
      (tokens.components as Record<string, Record<string, string> | undefined> | undefined)?.[group] ?? {};
    for (const name of Object.keys(overrides)) {
      if (!(name in defaults)) issues.push(`components.${group}.${name}: no such component token`);
    }
    for (const [name, fallback] of Object.entries({ ...defaults, ...overrides })) {
      const match = reference.exec(fallback);
      const where = `components.${group}.${name}`;
      if (!match) {
        declarations.push(`${cssVarName(group, name)}:${fallback}`);
        continue;
      }
      const [, kind = '', key = ''] = match;
      const known =
        (kind === 'color' && (semanticColorNames as readonly string[]).includes(key)) ||
        (kind === 'radius' && key in primitives.radius) ||
        (kind === 'font' && (key === 'body' || key === 'display'));
      if (!known) issues.push(`${where}: ${fallback} refers to no semantic colour, radius or font`);
      declarations.push(`${cssVarName(group, name)}:var(${cssVarName(kind, key)})`);
    }
  }

  if (issues.length > 0) throw new TokenError(brand, issues);

  const scope = `[data-brand="${brand}"]`;
  const css = [
    `${scope}{${[...declarations, ...modeDeclarations[tokens.defaultMode]].join(';')}}`,
    ...colorModes.map((mode) => `${scope}[data-mode="${mode}"]{${modeDeclarations[mode].join(';')}}`),
  ].join('\n');
  return { css, resolved };
}
