import { useSession } from '@lobby/auth';
import { gameSettingsChanged, realtimePath } from '@lobby/contract/realtime';
import { useLanguage } from '@lobby/i18n/react';
import { RealtimeEvents, realtimeUrl } from '@lobby/realtime';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useWalletCurrency } from '../centres/useWalletCurrency';
import { useShell } from '../context/ShellContext';
import { balanceQueryKey } from '../HeaderBalance/balanceQuery';
import { missionCountKey } from '../layouts/useMissionCount';
import { unreadCountKey } from '../layouts/useUnreadMessages';
import { rewardCountKey } from '../rewards/useRewardCount';

/** What the centres cache their answers under: every open page of them reads again after money moved. */
const centreKeys: QueryKey[] = [['memberCentre'], ['agentCentre'], ['rewards']];
/** The game lists a changed game setting makes stale (the vendor lanes are asked again beside them). */
const gameListKeys: QueryKey[] = [['games'], ['homeRng'], ['hotGames'], ['lottery-menu'], ['pokerRooms']];

/** What each event of the member makes stale, beside the open centre pages. */
const staleAfter: Record<string, QueryKey[]> = {
  // A deposit counts toward the deposit missions.
  DEPOSIT: [balanceQueryKey, missionCountKey],
  WITHDRAW: [balanceQueryKey],
  PAYMENT_CONFIRMATION: [balanceQueryKey],
  AGENT_TRANSFER_AGENT_TO_DOWNLINE: [balanceQueryKey],
  AGENT_TRANSFER_DOWNLINE_TO_AGENT: [balanceQueryKey],
  AGENT_SALARY: [balanceQueryKey],
  PROMOTION_CLAIM: [balanceQueryKey, rewardCountKey],
  MANUAL_PROMO: [balanceQueryKey, rewardCountKey],
  INBOX: [unreadCountKey],
};

/**
 * The push channel of a signed-in real account: its events as notifications, and what they change read again (the
 * header's balance, the badges, the open pages of the centres). After a break everything is read again, as what
 * changed meanwhile was not told; a session the platform ended is checked by a call, which signs out as any call
 * with an ended session does.
 */
export default function ShellRealtime() {
  const { client, brand, calls } = useShell();
  const session = useSession();
  const currency = useWalletCurrency();
  const queryClient = useQueryClient();
  const [language] = useLanguage();
  const askLanes = useSetAtom(calls.vendorLanes(language).ask);
  const url = useMemo(
    () => realtimeUrl(brand.api?.baseUrl ?? window.location.origin, realtimePath),
    [brand.api?.baseUrl],
  );
  if (!session.token) return null;

  const refresh = (keys: QueryKey[]) => {
    for (const queryKey of [...keys, ...centreKeys]) void queryClient.invalidateQueries({ queryKey });
  };
  return (
    <RealtimeEvents
      url={url}
      token={session.token}
      merchantCode={brand.merchantCode}
      currency={currency}
      onEvent={(type) => refresh(staleAfter[type] ?? [])}
      onResumed={() => refresh([balanceQueryKey, unreadCountKey, rewardCountKey, missionCountKey])}
      onSessionEnded={() => void client.call('balance', { typeId: 0 }).catch(() => undefined)}
      onSettings={(content) => {
        if (content !== gameSettingsChanged) return;
        for (const queryKey of gameListKeys) void queryClient.invalidateQueries({ queryKey });
        void askLanes();
      }}
    />
  );
}
