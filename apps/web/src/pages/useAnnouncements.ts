import { useSession } from '@lobby/auth';
import { announcementsQuery } from '@lobby/content';
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';

/**
 * The merchant's announcements (banners, notices, popups, promotions, hot matches) for this player in the chosen
 * language: one call shared by every part of a page that shows some. Waits while a stored token is being checked, so
 * a returning player is asked as a member.
 */
export function useAnnouncements() {
  const { client } = useShell();
  const session = useSession();
  const language = useChosenLanguage();
  return useQuery({
    ...announcementsQuery(client, { signedIn: session.isLogin, language }),
    enabled: session.status !== 'checking',
  });
}
