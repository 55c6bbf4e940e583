import { createElement } from 'react';
import type { AgentCentrePageProps } from '../common/pageProps';
import { ContractPage } from '../ContractPage/ContractPage';

/** The agent centre's `agentDividend` page: the dividend contracts with the upline and the downline agents. */
export function DividendPage(props: AgentCentrePageProps) {
  return createElement(ContractPage, { ...props, type: 'dividend' });
}

/** The page as `React.lazy` takes it. */
export default DividendPage;
