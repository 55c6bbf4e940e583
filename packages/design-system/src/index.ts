export { GlobalStyle, ThemeProvider, useTheme, type TextDirection, type ThemeProviderProps } from './theme';
export { vars } from './tokens/vars';
export type { ColorMode } from './tokens/types';

export * from './components/Button';
export * from './components/Spinner';
export * from './components/VisuallyHidden';
