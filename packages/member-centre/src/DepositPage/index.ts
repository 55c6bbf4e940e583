import { DepositPage } from './DepositPage';

export { DepositPage };
/** The page as `React.lazy` takes it. */
export default DepositPage;
