export { StartupGate } from './StartupGate';
