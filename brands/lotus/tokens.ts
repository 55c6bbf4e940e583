import type { BrandTokens } from '@lobby/design-system/tokens';

/** Lotus Palace: night jade and gold, dark by default. */
export default {
  primitives: {
    color: {
      brand: {
        50: '#fdf8e6',
        100: '#f9edc2',
        200: '#f3da86',
        300: '#edc44e',
        400: '#e5ad24',
        500: '#cd9116',
        600: '#a66f10',
        700: '#7d5211',
        800: '#5b3c12',
        900: '#3c2910',
        950: '#231707',
      },
      neutral: {
        0: '#ffffff',
        50: '#f2f6f5',
        100: '#e0e8e6',
        200: '#c3d0cd',
        300: '#a2b3af',
        400: '#80938f',
        500: '#637571',
        600: '#4a5a57',
        700: '#36433f',
        800: '#222d2a',
        900: '#151d1b',
        950: '#0b1110',
      },
      danger: { 300: '#f59d9d', 500: '#cc2f2f', 600: '#c22626', 700: '#9f1e1e' },
      success: { 300: '#7cd3a1', 500: '#239158', 600: '#1b7a4a', 700: '#16613c' },
      warning: { 400: '#f6bd2a' },
    },
    font: { body: '"Noto Sans", "Segoe UI", Roboto, system-ui, sans-serif' },
    radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  },
  defaultMode: 'dark',
  modes: {
    light: {
      accent: '{brand.700}',
      accentHover: '{brand.800}',
      link: '{brand.700}',
      focusRing: '{brand.700}',
    },
  },
} satisfies BrandTokens;
