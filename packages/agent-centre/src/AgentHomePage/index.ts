import { AgentHomePage } from './AgentHomePage';

export { AgentHomePage };
/** The page as `React.lazy` takes it. */
export default AgentHomePage;
