import { TeamBettingPage } from './TeamBettingPage';

export { TeamBettingPage };
/** The page as `React.lazy` takes it. */
export default TeamBettingPage;
