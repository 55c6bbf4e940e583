import { createElement } from 'react';
import type { AgentCentrePageProps } from '../common/pageProps';
import { ContractPage } from '../ContractPage/ContractPage';

/** The agent centre's `agentDailySalary` page: the daily contracts with the upline and the downline agents. */
export function DailySalaryPage(props: AgentCentrePageProps) {
  return createElement(ContractPage, { ...props, type: 'daily' });
}

/** The page as `React.lazy` takes it. */
export default DailySalaryPage;
