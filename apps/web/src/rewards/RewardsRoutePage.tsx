import { loginPopupAtom, useSession } from '@lobby/auth';
import { Button, EmptyState, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { balanceQuery, balanceQueryKey } from '../HeaderBalance/balanceQuery';
import { useShell } from '../context/ShellContext';
import { DeferredMessages } from '../language/DeferredMessages';
import { PageHeading, PageSection } from '../pages/Page.styles';
import { pageMessages } from '../pages/pages.messages';
import { useDocumentTitle } from '../pages/useDocumentTitle';
import { rewardsPageMessages as m } from './rewards.messages';
import { rewardCountKey } from './useRewardCount';

const RewardCentrePage = lazy(() => import('@lobby/rewards/reward-centre'));

/**
 * `/rewards` (spec 2 §2): the reward centre as a page of the site, the same page the member centre's `rewardCenter`
 * shows. Visitors are asked to log in, trial accounts told rewards are for real accounts.
 */
export function RewardsRoutePage() {
  const intl = useIntl();
  const { client } = useShell();
  const session = useSession();
  const queryClient = useQueryClient();
  const openLogin = useSetAtom(loginPopupAtom);
  const name = intl.formatMessage(pageMessages.rewards);
  useDocumentTitle(name);
  const member = session.member;
  const account = member?.account ?? '';
  // The wallet's currency, for amounts: the header's balance answer, shared.
  const balance = useQuery({ ...balanceQuery(client, account), enabled: account !== '' });

  const body = () => {
    if (session.status === 'checking') return <Spinner />;
    if (!session.isLogin || !member)
      return (
        <EmptyState
          title={intl.formatMessage(m.signIn)}
          action={<Button onClick={() => openLogin(true)}>{intl.formatMessage(m.logIn)}</Button>}
        />
      );
    if (session.isTrial) return <EmptyState title={intl.formatMessage(m.realAccount)} />;
    return (
      <Suspense fallback={<Spinner />}>
        <RewardCentrePage
          client={client}
          memberId={String(member.id)}
          currency={balance.data?.currency ?? undefined}
          onMoneyMoved={() => void queryClient.invalidateQueries({ queryKey: balanceQueryKey })}
          onCountsChanged={() => void queryClient.invalidateQueries({ queryKey: rewardCountKey })}
        />
      </Suspense>
    );
  };

  return (
    <PageSection>
      <PageHeading>{name}</PageHeading>
      <DeferredMessages>{body()}</DeferredMessages>
    </PageSection>
  );
}
