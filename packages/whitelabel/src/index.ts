export {
  allFlags,
  evaluateWhitelabel,
  flagNames,
  isFlagOn,
  type FlagName,
  type WhitelabelFlags,
  type WhitelabelNode,
} from './flags';
export { systemStatusOf, type SystemStatus } from './systemStatus';
