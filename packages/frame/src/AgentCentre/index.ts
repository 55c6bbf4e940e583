export { AgentCentre, agentPagesFor, type AgentCentreProps } from './AgentCentre';
