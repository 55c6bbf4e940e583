import { RewardCentrePage } from './RewardCentrePage';

export { RewardCentrePage };
/** The page as `React.lazy` takes it. */
export default RewardCentrePage;
