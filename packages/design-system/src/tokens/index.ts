import { contrastRatio } from './color';
import type { CompiledBrandTokens } from './compile';
import { contrastPairs } from './semantic';
import { colorModes } from './types';

export { compileBrandTokens, TokenError, type BrandTokens, type CompiledBrandTokens } from './compile';
export { contrastRatio, parseHexColor } from './color';
export { defaultComponentTokens, type ComponentTokenOverrides, type ComponentTokens } from './component';
export { scales } from './scales';
export {
  contrastPairs,
  defaultSemanticColors,
  semanticColorNames,
  type SemanticColorName,
  type SemanticColors,
} from './semantic';
export { colorModes, type BrandPrimitives, type ColorMode } from './types';
export { cssVarName, vars } from './vars';

/** Every declared text/background pair below its WCAG AA minimum, in every mode, as readable lines. */
export function contrastIssues(resolved: CompiledBrandTokens['resolved']): string[] {
  const issues: string[] = [];
  for (const mode of colorModes) {
    for (const { fg, bg, min } of contrastPairs) {
      const ratio = contrastRatio(resolved[mode][fg], resolved[mode][bg]);
      if (ratio < min) {
        issues.push(
          `${mode}: ${fg} (${resolved[mode][fg]}) on ${bg} (${resolved[mode][bg]}) is ${ratio.toFixed(2)}:1, needs ${min}:1`,
        );
      }
    }
  }
  return issues;
}
