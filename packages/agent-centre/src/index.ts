export { agentCentreKey, type AgentCentrePageProps } from './common/pageProps';
