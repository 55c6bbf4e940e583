/** Chromatic snapshot modes: every brand left to right, and every brand right to left. */
export function chromaticModes(brandIds: string[]): Record<string, { brand: string; locale: string }> {
  const modes: Record<string, { brand: string; locale: string }> = {};
  for (const brand of brandIds) {
    modes[`${brand} ltr`] = { brand, locale: 'EN' };
    modes[`${brand} rtl`] = { brand, locale: 'AR' };
  }
  return modes;
}
