import type { BrandTokens } from '@lobby/design-system/tokens';

/** Siam Lagoon: lagoon teal on warm paper, light by default. */
export default {
  primitives: {
    color: {
      brand: {
        50: '#edfaf8',
        100: '#d0f3ee',
        200: '#a3e6dc',
        300: '#6bd2c6',
        400: '#37b9ac',
        500: '#1c9c90',
        600: '#147d74',
        700: '#11645d',
        800: '#104f4a',
        900: '#0e3e3a',
        950: '#062523',
      },
      neutral: {
        0: '#ffffff',
        50: '#f8f7f4',
        100: '#edebe6',
        200: '#d7d4cc',
        300: '#b8b4a9',
        400: '#948f83',
        500: '#756f64',
        600: '#5b564d',
        700: '#46423b',
        800: '#302e29',
        900: '#1f1d1a',
        950: '#12110f',
      },
      danger: { 300: '#f3a09a', 500: '#c6382e', 600: '#bd2f25', 700: '#9c261e' },
      success: { 300: '#83cfa0', 500: '#2a935a', 600: '#1f7a49', 700: '#1a633c' },
      warning: { 400: '#f2b62c' },
    },
    font: { body: '"Noto Sans Thai", "Noto Sans", Tahoma, system-ui, sans-serif' },
    radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  },
  defaultMode: 'light',
  modes: {
    light: {
      accent: '{brand.700}',
      accentHover: '{brand.800}',
    },
  },
  components: {
    button: { radius: '{radius.pill}' },
  },
} satisfies BrandTokens;
