import { TeamOverviewPage } from './TeamOverviewPage';

export { TeamOverviewPage };
/** The page as `React.lazy` takes it. */
export default TeamOverviewPage;
