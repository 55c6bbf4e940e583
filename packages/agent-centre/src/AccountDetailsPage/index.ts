import { AccountDetailsPage } from './AccountDetailsPage';

export { AccountDetailsPage };
/** The page as `React.lazy` takes it. */
export default AccountDetailsPage;
