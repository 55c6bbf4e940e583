import { useSession } from '@lobby/auth';
import { useFlag } from '@lobby/whitelabel/react';
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../context/ShellContext';

/** The reward count's queries (one per session): invalidated after a reward page acts. */
export const rewardCountKey = ['rewardCount'] as const;

/** How often the counts are asked again while signed in (spec: every 300 s). */
export const rewardCountIntervalMs = 300_000;

/** The kinds whose counts are rewards waiting for the member (missions count apart, referral is a switch). */
const rewardKinds = ['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR'] as const;

/**
 * Rewards waiting for the member (`MCSFE_getAvailablePromotions`: issued rewards, login rewards, tickets to claim,
 * draws to join) for the member centre's reward badge, asked again every 300 s while a real account is signed in and
 * REWCEN3 is on; 0 otherwise.
 */
export function useRewardCount(): number {
  const { client } = useShell();
  const session = useSession();
  const rewards = useFlag('REWCEN3');
  const query = useQuery({
    queryKey: [...rewardCountKey, session.token],
    queryFn: ({ signal }) => client.call('availablePromotions', undefined, { signal }),
    enabled: rewards && session.isLogin && !session.isTrial,
    refetchInterval: rewardCountIntervalMs,
  });
  const content = query.data?.content ?? {};
  return rewardKinds.reduce((sum, kind) => {
    const count = Number(content[kind]?.count ?? 0);
    return sum + (Number.isFinite(count) && count > 0 ? count : 0);
  }, 0);
}
