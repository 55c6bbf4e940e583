import { loginPopupAtom, useSession } from '@lobby/auth';
import { Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { PointMallPage } from '@lobby/rewards/point-mall';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useShell } from '../../context/ShellContext';
import { balanceQuery, balanceQueryKey } from '../../HeaderBalance/balanceQuery';
import { DeferredMessages } from '../../language/DeferredMessages';
import { PageHeading, PageSection } from '../../pages/Page.styles';
import { pageMessages } from '../../pages/pages.messages';
import { useDocumentTitle } from '../../pages/useDocumentTitle';

/**
 * The points mall (spec 2 §1, PTSYS3), drawn by the rewards feature: a visitor sees the catalogue and is sent to the
 * login to redeem; a member also sees their points, redeems, converts, and reads the history and details. Money
 * converted refreshes the header's balance.
 */
function PointMallRoutePage() {
  const intl = useIntl();
  const name = intl.formatMessage(pageMessages.pointMall);
  useDocumentTitle(name);
  return (
    <PageSection>
      <PageHeading>{name}</PageHeading>
      <DeferredMessages fallback={<Spinner />}>
        <PointMall />
      </DeferredMessages>
    </PageSection>
  );
}

function PointMall() {
  const { client } = useShell();
  const session = useSession();
  const queryClient = useQueryClient();
  const openLogin = useSetAtom(loginPopupAtom);
  const account = session.member?.account ?? '';
  const balance = useQuery({ ...balanceQuery(client, account), enabled: account !== '' });
  // A stored token is being checked: a member's page differs from a visitor's, so wait for it.
  if (session.status === 'checking') return <Spinner />;
  return (
    <PointMallPage
      // Signing in or out draws the page afresh, with the answers of whoever is signed in now.
      key={session.member ? String(session.member.id) : 'visitor'}
      client={client}
      memberId={session.member ? String(session.member.id) : undefined}
      currency={balance.data?.currency ?? undefined}
      onMoneyMoved={() => void queryClient.invalidateQueries({ queryKey: balanceQueryKey })}
      onSignIn={() => openLogin(true)}
    />
  );
}

export const Route = createFileRoute('/_app/pointMall')({ component: PointMallRoutePage });
