export {
  HumanCheckCancelled,
  needsHumanCheck,
  type HumanChecker,
  type HumanCheckFields,
  type HumanCheckResult,
  type HumanCheckScene,
} from './humanCheck';
export { HumanCheckOutlet, HumanCheckProvider, useHumanCheck, type HumanCheckOptions } from './HumanCheckProvider';
