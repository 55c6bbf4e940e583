import type { BrandTokens } from '@lobby/design-system/tokens';

/** Sahara Oasis: terracotta and sand, light by default, written right to left. */
export default {
  primitives: {
    color: {
      brand: {
        50: '#fdf3ee',
        100: '#f9e2d4',
        200: '#f3c4a8',
        300: '#eb9f77',
        400: '#e07847',
        500: '#cf5b29',
        600: '#ad4420',
        700: '#8a361c',
        800: '#6d2e1c',
        900: '#58271a',
        950: '#30110a',
      },
      neutral: {
        0: '#ffffff',
        50: '#fbf8f4',
        100: '#f1ebe2',
        200: '#ded4c6',
        300: '#c3b6a2',
        400: '#a2927b',
        500: '#83735f',
        600: '#685a49',
        700: '#504438',
        800: '#372f27',
        900: '#241e19',
        950: '#16110d',
      },
      danger: { 300: '#f4a09c', 500: '#c83630', 600: '#be2e27', 700: '#9b251f' },
      success: { 300: '#87cf9d', 500: '#2d9357', 600: '#227a47', 700: '#1b633a' },
      warning: { 400: '#f0b730' },
    },
    font: { body: '"Noto Sans Arabic", "Noto Sans", Tahoma, system-ui, sans-serif' },
    radius: { sm: '2px', md: '4px', lg: '8px', pill: '999px' },
  },
  defaultMode: 'light',
  modes: {
    light: {
      accent: '{brand.700}',
      accentHover: '{brand.800}',
    },
  },
} satisfies BrandTokens;
