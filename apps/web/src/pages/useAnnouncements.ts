import { useSession } from '@lobby/auth';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';
import type { Announcements } from '../serverState/shellCalls';
import { useStartupCall } from '../serverState/startupCall';

/** Kept five minutes: a page opened later asks again. */
const announcementsStaleMs = 5 * 60_000;

export interface AnnouncementsState {
  data: Announcements | undefined;
  /** Not answered yet (or waiting for the session check). */
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}

/**
 * The merchant's announcements (banners, notices, popups, promotions, hot matches) for this player in the chosen
 * language: one call shared by every part of a page that shows some. Waits while a stored token is being checked, so
 * a returning player is asked as a member; `enabled: false` does not ask at all.
 */
export function useAnnouncements({ enabled = true }: { enabled?: boolean } = {}): AnnouncementsState {
  const { calls } = useShell();
  const session = useSession();
  const language = useChosenLanguage();
  const call = useStartupCall(calls.announcements({ signedIn: session.isLogin, language }), {
    enabled: enabled && session.status !== 'checking',
    staleMs: announcementsStaleMs,
  });
  const isError = call.data === undefined && call.error !== undefined;
  return {
    data: call.data,
    isPending: call.data === undefined && !isError,
    isError,
    isSuccess: call.data !== undefined,
  };
}
