import { MissionsPage } from './MissionsPage';

export { MissionsPage };
/** The page as `React.lazy` takes it. */
export default MissionsPage;
