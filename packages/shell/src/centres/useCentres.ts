import { useSession } from '@lobby/auth';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { agentCentreAtom, memberCentreAtom, realAccountNoticeAtom } from '../state/shellAtoms';
import { defaultAgentCentrePage, defaultMemberCentrePage, type AgentCentrePage, type MemberCentrePage } from './pages';

/**
 * Opens the member and agent centres with the role rules of spec 1 §6: visitors are sent to /login (which opens
 * the login popup), trial accounts are told a real account is needed, and only agents get the agent centre.
 */
export function useCentres() {
  const session = useSession();
  const navigate = useNavigate();
  const setMemberCentre = useSetAtom(memberCentreAtom);
  const setAgentCentre = useSetAtom(agentCentreAtom);
  const setRealAccountNotice = useSetAtom(realAccountNoticeAtom);

  const allowed = useCallback((): boolean => {
    if (!session.isLogin) {
      void navigate({ to: '/login' });
      return false;
    }
    if (session.isTrial) {
      setRealAccountNotice(true);
      return false;
    }
    return true;
  }, [session.isLogin, session.isTrial, navigate, setRealAccountNotice]);

  const openMemberCentre = useCallback(
    (page: MemberCentrePage | '' = defaultMemberCentrePage) => {
      if (allowed()) setMemberCentre(page || defaultMemberCentrePage);
    },
    [allowed, setMemberCentre],
  );

  const openAgentCentre = useCallback(
    (page: AgentCentrePage = defaultAgentCentrePage) => {
      if (!allowed()) return;
      if (session.isAgent) setAgentCentre(page);
    },
    [allowed, session.isAgent, setAgentCentre],
  );

  return { openMemberCentre, openAgentCentre };
}
