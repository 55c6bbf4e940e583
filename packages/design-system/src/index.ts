export { GlobalStyle, ThemeProvider, useTheme, type TextDirection, type ThemeProviderProps } from './theme';
export { vars } from './tokens/vars';
export type { ColorMode } from './tokens/types';

export * from './components/Button';
export * from './components/Spinner';
export * from './components/VisuallyHidden';
export * from './components/Badge';
export * from './components/Checkbox';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Select';
export * from './components/SendCodeButton';
export * from './components/Skeleton';
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/Card';
export * from './components/Carousel';
export * from './components/EmptyState';
export * from './components/LoadMore';
export * from './components/Pagination';
export * from './components/Ticker';
export * from './components/Tile';
export * from './components/Portal';
export * from './components/Dialog';
export * from './components/AlertDialog';
export * from './components/Drawer';
export * from './components/Menu';
export * from './components/Toast';
export * from './components/Tabs';
export {
  ChevronEnd,
  ChevronStart,
  ClockIcon,
  FacebookIcon,
  FlameIcon,
  GoogleIcon,
  HeartIcon,
  TwitterIcon,
} from './components/Icons';
