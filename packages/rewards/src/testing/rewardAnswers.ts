import type { FakeAnswer, FakePlatform, SentRequest } from '@lobby/api-client/testing';
import { endpoints, type MemberPromotion, type RewardTicket } from '@lobby/contract';

// A member's promotions, tickets and vouchers as the reference platform answers them, and the answers to the member's
// actions, which change them as the platform would: for the rewards pages' tests and stories.

const day = 86_400_000;
/** A fixed now for the samples (1 Nov 2026, 08:00 UTC). */
export const sampleNow = Date.UTC(2026, 10, 1, 8);

export function samplePromotions(): MemberPromotion[] {
  return [
    {
      promotionId: 1,
      announcementIds: [101, 201],
      promotionType: 'REGISTER',
      title: 'Welcome bonus',
      status: 'claimed',
      amount: 50,
      startTime: sampleNow - 30 * day,
      endTime: sampleNow + 300 * day,
      claimTime: sampleNow - 20 * day,
    },
    {
      promotionId: 2,
      announcementIds: [102, 202],
      promotionType: 'LOGIN',
      title: 'Free spins every Friday',
      status: 'claim',
      amount: 10,
      startTime: sampleNow - 14 * day,
      endTime: sampleNow + 45 * day,
    },
    {
      promotionId: 3,
      announcementIds: [103, 203],
      promotionType: 'MANUAL',
      title: 'Weekend reload',
      status: 'join',
      amount: 88,
      startTime: sampleNow - 3 * day,
      endTime: sampleNow + 25 * day,
    },
    {
      promotionId: 4,
      announcementIds: [],
      promotionType: 'RAFFLE',
      title: 'Weekly lucky draw',
      status: 'join',
      startTime: sampleNow - 30 * day,
      endTime: sampleNow + 60 * day,
      raffleScheduleId: 12,
    },
  ];
}

export function sampleTickets(): RewardTicket[] {
  return [
    {
      ticketId: 'TK-1',
      name: 'Birthday cash ticket',
      amount: 25,
      status: 'AVAILABLE',
      startTime: sampleNow - day,
      endTime: sampleNow + 6 * day,
    },
    {
      ticketId: 'TK-2',
      name: 'Weekend cash ticket',
      amount: 10,
      status: 'CLAIMED',
      startTime: sampleNow - 12 * day,
      endTime: sampleNow - 5 * day,
      claimTime: sampleNow - 10 * day,
    },
  ];
}

export function sampleVouchers(): RewardTicket[] {
  return [
    {
      ticketId: 'VC-3',
      name: '10% deposit voucher',
      amount: 200,
      percentage: 10,
      status: 'AVAILABLE',
      startTime: sampleNow - 3 * day,
      endTime: sampleNow + 11 * day,
    },
    {
      ticketId: 'VC-4',
      name: '5% deposit voucher',
      amount: 100,
      percentage: 5,
      status: 'EXPIRED',
      startTime: sampleNow - 20 * day,
      endTime: sampleNow - 2 * day,
    },
  ];
}

export interface RewardState {
  promotions: MemberPromotion[];
  tickets: RewardTicket[];
  vouchers: RewardTicket[];
  raffle: { isClaimed: 'Y' | 'N'; hasStarted: 'Y' | 'N'; hasEnded: 'Y' | 'N'; time: number };
}

export const sampleState = (): RewardState => ({
  promotions: samplePromotions(),
  tickets: sampleTickets(),
  vouchers: sampleVouchers(),
  raffle: { isClaimed: 'N', hasStarted: 'Y', hasEnded: 'N', time: 2 * 86_400 + 3 * 3600 + 5 * 60 + 9 },
});

const refuse = (errorCode: string, message: string): FakeAnswer => ({ status: 400, errorCode, message });
const route = (id: keyof typeof endpoints) => `${endpoints[id].method} ${endpoints[id].path}`;

/** The platform's answers over `state`, which the member's actions change. */
export function rewardAnswers(state: RewardState = sampleState()): FakePlatform {
  const promotion = (request: SentRequest) =>
    state.promotions.find((row) => String(row.promotionId) === String(request.body?.promotionId));
  const ticket = (request: SentRequest) =>
    [...state.tickets, ...state.vouchers].find((row) => String(row.ticketId) === String(request.body?.ticketId));
  const claim = (request: SentRequest, from: MemberPromotion['status']) => {
    const row = promotion(request);
    if (!row) return refuse('promotion_not_found', 'This promotion is not offered here.');
    if (row.status === 'claimed') return refuse('reward_already_claimed', 'This reward has already been claimed.');
    if (row.status !== from)
      return refuse('promotion_not_claimable', 'There is no reward of this promotion to claim yet.');
    row.status = 'claimed';
    row.claimTime = sampleNow;
    return {
      value: { promotionId: row.promotionId, amount: row.amount ?? 0, transactionId: 900, claimTime: sampleNow },
    };
  };
  return {
    [route('promotionClaimList')]: () => ({ value: { list: state.promotions } }),
    [route('claimTicketList')]: () => ({ value: { list: state.tickets } }),
    [route('discountTicketList')]: () => ({ value: { list: state.vouchers } }),
    [route('rafflePromotionStatus')]: () => ({ value: { ...state.raffle, due: sampleNow + state.raffle.time * 1000 } }),
    [route('applyPromotion')]: (request) => {
      const row = promotion(request);
      if (!row) return refuse('promotion_not_found', 'This promotion is not offered here.');
      const comment = String(request.body?.comment ?? '').trim();
      if (comment.length > 140) return refuse('validation_failed', 'A comment holds at most 140 characters.');
      if (row.status !== 'join') return refuse('promotion_already_joined', 'You have already taken part.');
      Object.assign(row, { status: 'applying', comment, applyTime: sampleNow });
      return { value: row };
    },
    [route('signUpPromotionReward')]: (request) => {
      const row = promotion(request);
      if (!row) return refuse('promotion_not_found', 'This promotion is not offered here.');
      row.status = 'process';
      return { value: row };
    },
    [route('claimIssuedPromotion')]: (request) => claim(request, 'issued'),
    [route('claimLoginPromotion')]: (request) => claim(request, 'claim'),
    [route('claimTicket')]: (request) => {
      const row = ticket(request);
      if (!row) return refuse('ticket_not_found', 'You have no such ticket.');
      if (row.status === 'CLAIMED') return refuse('reward_already_claimed', 'This reward has already been claimed.');
      row.status = 'CLAIMED';
      row.claimTime = sampleNow;
      return { value: { ticketId: row.ticketId, amount: row.amount, transactionId: 901, claimTime: sampleNow } };
    },
    [route('cancelTicket')]: (request) => {
      const row = ticket(request);
      if (!row) return refuse('ticket_not_found', 'You have no such ticket.');
      row.status = 'CANCELLED';
      row.cancelTime = sampleNow;
      return { value: row };
    },
    [route('claimRafflePromotion')]: () => {
      if (state.raffle.isClaimed === 'Y')
        return refuse('reward_already_claimed', 'This reward has already been claimed.');
      state.raffle.isClaimed = 'Y';
      const raffle = state.promotions.find((row) => row.promotionType === 'RAFFLE');
      const ticketValue = { id: 7, ticketId: 'R12-000007', startDateStr: '2026-11-01', endDateStr: '2026-11-07' };
      if (raffle) Object.assign(raffle, { status: 'joined', raffleTicket: ticketValue });
      return { value: { ticket: ticketValue, value: null } };
    },
  };
}
