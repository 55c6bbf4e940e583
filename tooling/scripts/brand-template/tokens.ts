import type { BrandTokens } from '@lobby/design-system/tokens';

/** __NAME__: change the palettes to the brand's colours; `pnpm brands:check` keeps contrast at WCAG AA. */
export default {
  primitives: {
    color: {
      brand: {
        50: '#eef4ff',
        100: '#d9e6ff',
        200: '#b4ccff',
        300: '#86abfb',
        400: '#5a87f2',
        500: '#3b68dd',
        600: '#2d52bd',
        700: '#264398',
        800: '#223a7a',
        900: '#1f3263',
        950: '#121d3b',
      },
      neutral: {
        0: '#ffffff',
        50: '#f6f7f9',
        100: '#e9ecf0',
        200: '#d1d6de',
        300: '#b1b9c5',
        400: '#8b95a5',
        500: '#6b7586',
        600: '#535c6b',
        700: '#3f4652',
        800: '#2a2f38',
        900: '#1b1f25',
        950: '#0f1115',
      },
      danger: { 300: '#f59d9d', 500: '#cc2f2f', 600: '#c22626', 700: '#9f1e1e' },
      success: { 300: '#7cd3a1', 500: '#239158', 600: '#1b7a4a', 700: '#16613c' },
      warning: { 400: '#f6bd2a' },
    },
    font: { body: '"Noto Sans", "Segoe UI", Roboto, system-ui, sans-serif' },
    radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  },
  defaultMode: 'light',
} satisfies BrandTokens;
