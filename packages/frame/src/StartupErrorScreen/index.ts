export { StartupErrorScreen, type StartupErrorScreenProps } from './StartupErrorScreen';
