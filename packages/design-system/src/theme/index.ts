export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider, useTheme, type TextDirection, type ThemeProviderProps } from './ThemeProvider';
