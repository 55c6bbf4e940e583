import { AccountRecordPage } from './AccountRecordPage';

export { AccountRecordPage };
/** The page as `React.lazy` takes it. */
export default AccountRecordPage;
