import type { ApiClient } from '@lobby/api-client';
import { idempotencyKeyHeader } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { intentKeys, outcomeUnknown } from './claims';
import { rewardsKey } from './pageProps';

/** What a member does with a promotion, a ticket or a raffle. */
export type RewardAction =
  | { kind: 'apply'; promotionId: string | number; comment: string }
  | { kind: 'join'; promotionId: string | number }
  | { kind: 'claimIssued'; promotionId: string | number }
  | { kind: 'claimLogin'; promotionId: string | number }
  | { kind: 'claimTicket'; ticketId: string | number }
  | { kind: 'cancelTicket'; ticketId: string | number }
  | { kind: 'raffle'; promotionId: string | number; raffleScheduleId: string | number };

/** The claims that pay into the main wallet: each sent with an idempotency key. */
const moneyMoving = new Set<RewardAction['kind']>(['claimIssued', 'claimLogin', 'claimTicket']);
export const movesMoney = (action: RewardAction) => moneyMoving.has(action.kind);

export interface RewardActionOutcome {
  action: RewardAction;
  /** What a claim paid, in the wallet's currency. */
  amount?: number;
  /** A raffle ticket: its number and validity. */
  ticket?: { ticketId: string; startDateStr: string; endDateStr: string };
}

interface Options {
  client: ApiClient;
  memberId: string;
  onMoneyMoved: () => void;
  onCountsChanged?: (() => void) | undefined;
  onDone?: (outcome: RewardActionOutcome) => void;
}

/**
 * One action at a time, whatever the member presses meanwhile (a double click acts once): a claim carries a key, the
 * same for a retry of it after no answer, so it pays once; after any answer the member's rewards are read again, the
 * balances and the menu's badge refreshed.
 */
export function useRewardAction({ client, memberId, onMoneyMoved, onCountsChanged, onDone }: Options) {
  const queryClient = useQueryClient();
  const [keys] = useState(() => intentKeys());
  // Set at the press itself: two clicks in one frame see it, before the pending state renders.
  const busy = useRef(false);
  // Every action is done once (a reward claimed, a ticket cancelled): a click that lands before the page shows it done
  // is ignored rather than sent to be refused.
  const done = useRef(new Set<string>());
  const refresh = async () => {
    onCountsChanged?.();
    await queryClient.invalidateQueries({ queryKey: rewardsKey(memberId) });
  };
  const mutation = useMutation({
    mutationFn: async (action: RewardAction): Promise<RewardActionOutcome> => {
      const keyed = { headers: { [idempotencyKeyHeader]: keys.keyFor(action) } };
      switch (action.kind) {
        case 'apply':
          await client.call('applyPromotion', { promotionId: action.promotionId, comment: action.comment });
          return { action };
        case 'join':
          await client.call('signUpPromotionReward', { promotionId: action.promotionId });
          return { action };
        case 'claimIssued': {
          const paid = await client.call('claimIssuedPromotion', { promotionId: action.promotionId }, keyed);
          return { action, amount: Number(paid.amount) };
        }
        case 'claimLogin': {
          const paid = await client.call('claimLoginPromotion', { promotionId: action.promotionId }, keyed);
          return { action, amount: Number(paid.amount) };
        }
        case 'claimTicket': {
          const paid = await client.call('claimTicket', { ticketId: action.ticketId }, keyed);
          return { action, amount: Number(paid.amount) };
        }
        case 'cancelTicket':
          await client.call('cancelTicket', { ticketId: action.ticketId });
          return { action };
        case 'raffle': {
          const value = await client.call('claimRafflePromotion', {
            promotionId: action.promotionId,
            raffleScheduleId: action.raffleScheduleId,
          });
          const ticket = value?.ticket;
          return {
            action,
            ticket: {
              ticketId: String(ticket?.ticketId ?? ticket?.id ?? ''),
              startDateStr: ticket?.startDateStr ?? '',
              endDateStr: ticket?.endDateStr ?? '',
            },
          };
        }
      }
    },
    onSuccess: async (outcome) => {
      keys.settle();
      if (movesMoney(outcome.action)) onMoneyMoved();
      onDone?.(outcome);
      await refresh();
    },
    onError: async (error) => {
      // A refusal moved nothing: the next press is a new claim. After no answer, a retry sends the same key.
      if (!outcomeUnknown(error)) keys.settle();
      await refresh();
    },
  });
  return {
    ...mutation,
    /** Acts unless an action is on its way. */
    act: (action: RewardAction) => {
      const signature = JSON.stringify(action);
      if (busy.current || done.current.has(signature)) return;
      busy.current = true;
      mutation.mutate(action, {
        onSuccess: () => {
          done.current.add(signature);
        },
        onSettled: () => {
          busy.current = false;
        },
      });
    },
  };
}
