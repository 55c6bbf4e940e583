import type { AgentCentrePageProps } from '@lobby/agent-centre';
import { useSession } from '@lobby/auth';
import { Spinner } from '@lobby/design-system';
import type { AgentCentrePage } from '@lobby/frame';
import { useFlagReader } from '@lobby/whitelabel/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useShell } from '../context/ShellContext';
import { useSiteConfig } from '../startup/siteConfig';
import { balanceQueryKey } from '../HeaderBalance/balanceQuery';
import { agentCentreAtom } from '../state/shellAtoms';
import { renderQr } from './renderQr';
import { useWalletCurrency } from './useWalletCurrency';

/** The agent-centre pages that have content, each loaded the first time it opens; the others are "coming soon". */
const pages: Partial<Record<AgentCentrePage, LazyExoticComponent<ComponentType<AgentCentrePageProps>>>> = {
  agentAnnouncement: lazy(() => import('@lobby/agent-centre/announcement')),
  agentTeamOverview: lazy(() => import('@lobby/agent-centre/team-overview')),
  agentTeamManagement: lazy(() => import('@lobby/agent-centre/team-management')),
  agentRegisterCentre: lazy(() => import('@lobby/agent-centre/register-centre')),
  agentTeamBetting: lazy(() => import('@lobby/agent-centre/team-betting')),
  agentUserLoss: lazy(() => import('@lobby/agent-centre/user-loss')),
  agentMyIncome: lazy(() => import('@lobby/agent-centre/my-income')),
  agentAccountDetails: lazy(() => import('@lobby/agent-centre/account-details')),
  agentDividend: lazy(() => import('@lobby/agent-centre/dividend')),
  agentDailySalary: lazy(() => import('@lobby/agent-centre/daily-salary')),
  agentHourlySalary: lazy(() => import('@lobby/agent-centre/hourly-salary')),
  agentRealTimeSalary: lazy(() => import('@lobby/agent-centre/realtime-salary')),
};

/**
 * What every agent-centre page is given: the client, the agent, the wallet's currency, the way to another page, the
 * header's balance refreshed after money moved, the merchant's flags and registration rules, and QR codes with the
 * brand's mark.
 */
export function useAgentCentrePageProps(): AgentCentrePageProps | undefined {
  const { client } = useShell();
  const session = useSession();
  const currency = useWalletCurrency();
  const setPage = useSetAtom(agentCentreAtom);
  const queryClient = useQueryClient();
  const isFlagOn = useFlagReader();
  const { registerRules } = useSiteConfig();
  if (!session.member || !session.isAgent) return undefined;
  return {
    client,
    memberId: String(session.member.id),
    currency,
    onOpenPage: (page) => setPage(page as AgentCentrePage),
    onMoneyMoved: () => void queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
    isFlagOn,
    renderQr,
    registerRules,
  };
}

/** The open agent-centre page's content for the centre's frame. */
export function useAgentCentreContent(page: AgentCentrePage | null): ReactNode {
  const props = useAgentCentrePageProps();
  const Page = page ? pages[page] : undefined;
  if (!props || !Page) return undefined;
  return (
    <Suspense fallback={<Spinner />}>
      <Page {...props} />
    </Suspense>
  );
}
