import { LoginForm, useSession } from '@lobby/auth';
import { EmptyState, Spinner } from '@lobby/design-system';
import type { AgentCentrePage } from '@lobby/frame';
import { useIntl } from '@lobby/i18n/react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAgentCentrePageProps } from '../centres/AgentCentrePages';
import { useCentres } from '../centres/useCentres';
import { DeferredMessages } from '../language/DeferredMessages';
import { FormPageSection, PageHeading, PageSection } from './Page.styles';
import { agentHomeMessages as m } from './agentHome.messages';
import { pageMessages } from './pages.messages';
import { useDocumentTitle } from './useDocumentTitle';

const AgentLanding = lazy(() => import('@lobby/agent-centre/agent-home'));

/**
 * `/agentHome`: the agents' landing page (the agent-centre feature's: their team's figures and the way into the
 * centre) and, for anyone else, the agent login (spec 1 §6), which refuses trial accounts and members who are not
 * agents.
 */
export function AgentHomePage() {
  const session = useSession();
  if (session.status === 'checking') return <Spinner />;
  if (session.isLogin && session.isAgent) return <AgentHome />;
  return <AgentLogin signedInAs={session.isLogin ? (session.isTrial ? 'trial' : 'member') : undefined} />;
}

function AgentHome() {
  const intl = useIntl();
  const props = useAgentCentrePageProps();
  const { openAgentCentre } = useCentres();
  const title = intl.formatMessage(pageMessages.agentHome);
  useDocumentTitle(title);
  return (
    <PageSection>
      <PageHeading>{title}</PageHeading>
      <DeferredMessages fallback={<Spinner />}>
        <Suspense fallback={<Spinner />}>
          {props && <AgentLanding {...props} onOpenPage={(page) => openAgentCentre(page as AgentCentrePage)} />}
        </Suspense>
      </DeferredMessages>
    </PageSection>
  );
}

/** The agent login, or why it is closed to whoever is signed in: a trial account needs a real one (spec 1 §5). */
function AgentLogin({ signedInAs }: { signedInAs: 'trial' | 'member' | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const title = intl.formatMessage(m.title);
  useDocumentTitle(title);
  return (
    <FormPageSection>
      <PageHeading>{title}</PageHeading>
      {signedInAs === 'trial' ? (
        <EmptyState title={intl.formatMessage(m.trial)} description={intl.formatMessage(m.trialHint)} />
      ) : signedInAs === 'member' ? (
        <EmptyState title={intl.formatMessage(m.notAgent)} description={intl.formatMessage(m.notAgentHint)} />
      ) : (
        <>
          <p>{intl.formatMessage(m.intro)}</p>
          <DeferredMessages>
            <LoginForm
              audience="agents"
              onSignedIn={({ outcome }) =>
                void navigate({ to: outcome === 'changePassword' ? '/changePassword' : '/agentHome' })
              }
            />
          </DeferredMessages>
        </>
      )}
    </FormPageSection>
  );
}
