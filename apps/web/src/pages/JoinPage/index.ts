export { agentEarnings, earningsFor, JoinPage, JoinView, type AgentEarning, type JoinViewProps } from './JoinPage';
