import { UplineTransferPage } from './UplineTransferPage';

export { UplineTransferPage };
/** The page as `React.lazy` takes it. */
export default UplineTransferPage;
