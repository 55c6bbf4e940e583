import { useSession } from '@lobby/auth';
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../context/ShellContext';

/** The mission count's queries (one per session): invalidated where a milestone is claimed. */
export const missionCountKey = ['missionCount'] as const;

/**
 * Milestones waiting to be claimed, for the member centre's mission badge (a real account signed in); 0 otherwise.
 * Asked while the centre is open (`open`), afresh each time it opens: play elsewhere (a game, another tab) reaches
 * milestones meanwhile.
 */
export function useMissionCount(open: boolean): number {
  const { client } = useShell();
  const session = useSession();
  const query = useQuery({
    queryKey: [...missionCountKey, session.token],
    queryFn: async ({ signal }) => (await client.call('missionSummary', undefined, { signal })).claimableCount,
    enabled: open && session.isLogin && !session.isTrial,
    staleTime: 0,
  });
  return query.data ?? 0;
}
