import { createElement } from 'react';
import type { AgentCentrePageProps } from '../common/pageProps';
import { ContractPage } from '../ContractPage/ContractPage';

/** The agent centre's `agentRealTimeSalary` page: the realtime contracts with the upline and the downline agents. */
export function RealTimeSalaryPage(props: AgentCentrePageProps) {
  return createElement(ContractPage, { ...props, type: 'realtime' });
}

/** The page as `React.lazy` takes it. */
export default RealTimeSalaryPage;
