import { WithdrawPage } from './WithdrawPage';

export { WithdrawPage };
/** The page as `React.lazy` takes it. */
export default WithdrawPage;
