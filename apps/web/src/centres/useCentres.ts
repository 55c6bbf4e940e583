import { useSettledRoles, type Roles } from '@lobby/auth';
import {
  type AgentCentrePage,
  defaultAgentCentrePage,
  defaultMemberCentrePage,
  type MemberCentrePage,
} from '@lobby/frame';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { agentCentreAtom, realAccountNoticeAtom } from '../state/shellAtoms';
import { useSetMemberCentrePage } from './memberCentreSearch';

/**
 * Opens the member and agent centres with the role rules of spec 1 §6: visitors are sent to /login (which opens
 * the login popup), trial accounts are told a real account is needed, and only agents get the agent centre. A click
 * while a stored session is still being checked waits for the answer.
 */
export function useCentres() {
  const settledRoles = useSettledRoles();
  const navigate = useNavigate();
  const setMemberCentre = useSetMemberCentrePage();
  const setAgentCentre = useSetAtom(agentCentreAtom);
  const setRealAccountNotice = useSetAtom(realAccountNoticeAtom);

  /** The player's roles when they may open a centre; null when they were sent to log in or told why not. */
  const allowed = useCallback(async (): Promise<Roles | null> => {
    const roles = await settledRoles();
    if (!roles.isLogin) {
      void navigate({ to: '/login' });
      return null;
    }
    if (roles.isTrial) {
      setRealAccountNotice(true);
      return null;
    }
    return roles;
  }, [settledRoles, navigate, setRealAccountNotice]);

  const openMemberCentre = useCallback(
    (page: MemberCentrePage | '' = defaultMemberCentrePage) => {
      void allowed().then((roles) => roles && setMemberCentre(page || defaultMemberCentrePage));
    },
    [allowed, setMemberCentre],
  );

  const openAgentCentre = useCallback(
    (page: AgentCentrePage = defaultAgentCentrePage) => {
      void allowed().then((roles) => roles?.isAgent && setAgentCentre(page));
    },
    [allowed, setAgentCentre],
  );

  return { openMemberCentre, openAgentCentre };
}
