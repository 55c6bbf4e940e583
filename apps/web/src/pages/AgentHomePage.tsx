import { LoginForm, useSession } from '@lobby/auth';
import { EmptyState, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useNavigate } from '@tanstack/react-router';
import { DeferredMessages } from '../language/DeferredMessages';
import { ComingSoonPage } from './ComingSoonPage';
import { FormPageSection, PageHeading } from './Page.styles';
import { agentHomeMessages as m } from './agentHome.messages';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * `/agentHome`: the agents' landing page (its content comes with the agent programme) and, for anyone else, the agent
 * login (spec 1 §6), which refuses trial accounts and members who are not agents.
 */
export function AgentHomePage() {
  const session = useSession();
  if (session.status === 'checking') return <Spinner />;
  if (session.isLogin && session.isAgent) return <ComingSoonPage page="agentHome" />;
  return <AgentLogin signedInAs={session.isLogin ? (session.isTrial ? 'trial' : 'member') : undefined} />;
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
