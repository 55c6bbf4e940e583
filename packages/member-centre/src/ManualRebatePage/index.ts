import { ManualRebatePage } from './ManualRebatePage';

export { ManualRebatePage };
/** The page as `React.lazy` takes it. */
export default ManualRebatePage;
