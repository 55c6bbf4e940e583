import { TeamManagementPage } from './TeamManagementPage';

export { TeamManagementPage };
/** The page as `React.lazy` takes it. */
export default TeamManagementPage;
