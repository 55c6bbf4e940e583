import { SecurityPage } from './SecurityPage';

export { SecurityPage };
export { paymentPasswordProblem, securityLevel } from './security';
/** The page as `React.lazy` takes it. */
export default SecurityPage;
