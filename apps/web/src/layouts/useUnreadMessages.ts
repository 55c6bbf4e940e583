import { useSession } from '@lobby/auth';
import { useFlag } from '@lobby/whitelabel/react';
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../context/ShellContext';

/** The unread count's queries (one per session): invalidated where messages are read or deleted. */
export const unreadCountKey = ['unreadCount'] as const;

/** Unread platform messages for the member centre's badge (INBOX3 on, a real account signed in); 0 otherwise. */
export function useUnreadMessages(): number {
  const { client } = useShell();
  const session = useSession();
  const inbox = useFlag('INBOX3');
  const query = useQuery({
    queryKey: [...unreadCountKey, session.token],
    queryFn: ({ signal }) => client.call('unreadCount', undefined, { signal }),
    enabled: inbox && session.isLogin && !session.isTrial,
  });
  return query.data ?? 0;
}
