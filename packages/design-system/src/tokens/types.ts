/** A colour literal (#rgb, #rrggbb, #rrggbbaa) or a reference to another token: `{palette.step}` / `{semanticName}`. */
export type TokenValue = string;

/** The raw values a brand brings. Palettes are scales keyed by step (50 ... 950). */
export interface BrandPrimitives {
  color: Record<string, Record<string, string>>;
  font: { body: string; display?: string };
  radius: { sm: string; md: string; lg: string; pill: string };
}

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
