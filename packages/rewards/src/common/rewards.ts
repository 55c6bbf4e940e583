import type { ApiClient } from '@lobby/api-client';
import type { MemberPromotion, RewardTicket } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { rewardsKey } from './pageProps';

// The member's promotions, tickets and vouchers as the rewards pages read them: one answer of each per member, shared
// by the promotions page's member side and the reward centre, and read again after every action.

export const promotionsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'promotions'),
    queryFn: ({ signal }) => client.call('promotionClaimList', undefined, { signal }),
  });

export const ticketsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'tickets'),
    queryFn: ({ signal }) => client.call('claimTicketList', undefined, { signal }),
  });

export const vouchersQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'vouchers'),
    queryFn: ({ signal }) => client.call('discountTicketList', undefined, { signal }),
  });

export const raffleStatusQuery = (
  client: ApiClient,
  memberId: string,
  ids: { promotionId: string | number; scheduleId: string | number },
) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'raffle', String(ids.promotionId), String(ids.scheduleId)),
    queryFn: ({ signal }) =>
      client.call(
        'rafflePromotionStatus',
        { rafflePromotionId: ids.promotionId, raffleScheduleId: ids.scheduleId },
        { signal },
      ),
  });

/** The member's standing in the promotion a promotions-page card shows (by the card's announcement id). */
export function promotionOfCard(
  list: readonly MemberPromotion[] | undefined,
  announcementId: string | number,
): MemberPromotion | undefined {
  return list?.find((row) => row.announcementIds?.some((id) => String(id) === String(announcementId)));
}

/** Statuses the reward centre lists under "Ready to claim". */
export const isClaimable = (promotion: MemberPromotion) =>
  promotion.status === 'issued' || promotion.status === 'claim';

/** An epoch-ms field of the wire as a number, or undefined. */
export function timeOf(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time = Number(value);
  return Number.isFinite(time) ? time : undefined;
}

export type { MemberPromotion, RewardTicket };
