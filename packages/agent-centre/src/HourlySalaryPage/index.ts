import { createElement } from 'react';
import type { AgentCentrePageProps } from '../common/pageProps';
import { ContractPage } from '../ContractPage/ContractPage';

/** The agent centre's `agentHourlySalary` page: the hourly contracts with the upline and the downline agents. */
export function HourlySalaryPage(props: AgentCentrePageProps) {
  return createElement(ContractPage, { ...props, type: 'hourly' });
}

/** The page as `React.lazy` takes it. */
export default HourlySalaryPage;
