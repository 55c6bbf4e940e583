import { ResponsibleGamblingPage } from './ResponsibleGamblingPage';

export { ResponsibleGamblingPage };
export { breakPeriods, limitOutcome, limitPeriods } from './responsibleGambling';
/** The page as `React.lazy` takes it. */
export default ResponsibleGamblingPage;
