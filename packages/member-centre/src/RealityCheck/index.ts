import { RealityCheck } from './RealityCheck';

export { RealityCheck, type RealityCheckProps } from './RealityCheck';
export { forgetSessionStart, reminderIntervals, type ReminderInterval } from './realityCheck';
/** The reminder as `React.lazy` takes it. */
export default RealityCheck;
