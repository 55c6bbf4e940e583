import { UserLossPage } from './UserLossPage';

export { UserLossPage };
/** The page as `React.lazy` takes it. */
export default UserLossPage;
