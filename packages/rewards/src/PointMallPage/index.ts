import { PointMallPage } from './PointMallPage';

export { PointMallPage };
export type { PointMallPageProps } from './PointMallPage';
/** The page as `React.lazy` takes it. */
export default PointMallPage;
