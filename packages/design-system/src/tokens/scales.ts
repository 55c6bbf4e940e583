/** Brand-independent scales: the same rhythm everywhere, so brands differ in colour, type and shape only. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;

export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

/** Control heights; the smallest still clears the 24 px minimum target size of WCAG 2.2. */
export const size = { controlSm: '2rem', controlMd: '2.5rem', controlLg: '3rem', icon: '1.25rem' } as const;

export const duration = { fast: '120ms', normal: '200ms', slow: '1000ms' } as const;

export const zIndex = { header: '100', drawer: '400', dialog: '500', toast: '600' } as const;

export const shadow = {
  raised: '0 1px 2px rgb(0 0 0 / 0.2), 0 2px 8px rgb(0 0 0 / 0.12)',
  overlay: '0 8px 32px rgb(0 0 0 / 0.35)',
} as const;

export const scales = { space, fontSize, fontWeight, lineHeight, size, duration, zIndex, shadow } as const;
