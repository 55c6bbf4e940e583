import { BettingRecordPage } from './BettingRecordPage';

export { BettingRecordPage };
/** The page as `React.lazy` takes it. */
export default BettingRecordPage;
