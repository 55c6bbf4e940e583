import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const rewardCentrePageMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  promotions: NoValues;
  noPromotions: NoValues;
  raffles: NoValues;
  noRaffles: NoValues;
  tickets: NoValues;
  noTickets: NoValues;
  vouchers: NoValues;
  noVouchers: NoValues;
  history: NoValues;
  noHistory: NoValues;
  status: NoValues;
  reward: NoValues;
  ends: NoValues;
  noEnd: NoValues;
  validUntil: NoValues;
  value: NoValues;
  voucherValue: { percentage: string; amount: string };
  voucherUse: NoValues;
  claim: NoValues;
  claimNamed: { name: string };
  join: NoValues;
  joinNamed: { name: string };
  cancel: NoValues;
  cancelNamed: { name: string };
  cancelTitle: NoValues;
  cancelMessage: { name: string };
  cancelOk: NoValues;
  keep: NoValues;
  cancelled: { name: string };
  claimed: { amount: string };
  joined: NoValues;
  ticketTaken: { ticketId: string; from: string; to: string };
  applyThere: NoValues;
  historyClaimed: { name: string; amount: string };
  historyCancelled: { name: string };
  historyExpired: { name: string };
  historyRejected: { name: string };
  historyTicket: { name: string; ticketId: string };
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
}>({
  title: { id: 'rewards.RewardCentrePage.title', defaultMessage: 'Reward centre' },
  intro: {
    id: 'rewards.RewardCentrePage.intro',
    defaultMessage:
      'Claim your rewards into your main wallet, use your tickets before they expire, and join the draws.',
  },
  promotions: { id: 'rewards.RewardCentrePage.promotions', defaultMessage: 'Your promotions' },
  noPromotions: {
    id: 'rewards.RewardCentrePage.noPromotions',
    defaultMessage: 'No promotion is running at the moment.',
  },
  raffles: { id: 'rewards.RewardCentrePage.raffles', defaultMessage: 'Lucky draws' },
  noRaffles: { id: 'rewards.RewardCentrePage.noRaffles', defaultMessage: 'No draw is planned at the moment.' },
  tickets: { id: 'rewards.RewardCentrePage.tickets', defaultMessage: 'Cash tickets' },
  noTickets: { id: 'rewards.RewardCentrePage.noTickets', defaultMessage: 'You have no cash ticket to use.' },
  vouchers: { id: 'rewards.RewardCentrePage.vouchers', defaultMessage: 'Deposit vouchers' },
  noVouchers: { id: 'rewards.RewardCentrePage.noVouchers', defaultMessage: 'You have no voucher to use.' },
  history: { id: 'rewards.RewardCentrePage.history', defaultMessage: 'History' },
  noHistory: { id: 'rewards.RewardCentrePage.noHistory', defaultMessage: 'Nothing claimed yet.' },
  status: { id: 'rewards.RewardCentrePage.status', defaultMessage: 'Status' },
  reward: { id: 'rewards.RewardCentrePage.reward', defaultMessage: 'Reward' },
  ends: { id: 'rewards.RewardCentrePage.ends', defaultMessage: 'Ends' },
  noEnd: { id: 'rewards.RewardCentrePage.noEnd', defaultMessage: 'No end date' },
  validUntil: { id: 'rewards.RewardCentrePage.validUntil', defaultMessage: 'Valid until' },
  value: { id: 'rewards.RewardCentrePage.value', defaultMessage: 'Value' },
  voucherValue: { id: 'rewards.RewardCentrePage.voucherValue', defaultMessage: '{percentage} up to {amount}' },
  voucherUse: {
    id: 'rewards.RewardCentrePage.voucherUse',
    defaultMessage: 'A voucher is used with a deposit: choose it on the deposit page.',
  },
  claim: { id: 'rewards.RewardCentrePage.claim', defaultMessage: 'Claim' },
  claimNamed: { id: 'rewards.RewardCentrePage.claimNamed', defaultMessage: 'Claim {name}' },
  join: { id: 'rewards.RewardCentrePage.join', defaultMessage: 'Join' },
  joinNamed: { id: 'rewards.RewardCentrePage.joinNamed', defaultMessage: 'Join {name}' },
  cancel: { id: 'rewards.RewardCentrePage.cancel', defaultMessage: 'Cancel' },
  cancelNamed: { id: 'rewards.RewardCentrePage.cancelNamed', defaultMessage: 'Cancel {name}' },
  cancelTitle: { id: 'rewards.RewardCentrePage.cancelTitle', defaultMessage: 'Give up this ticket?' },
  cancelMessage: {
    id: 'rewards.RewardCentrePage.cancelMessage',
    defaultMessage: '{name} will be cancelled and can no longer be used.',
  },
  cancelOk: { id: 'rewards.RewardCentrePage.cancelOk', defaultMessage: 'Cancel it' },
  keep: { id: 'rewards.RewardCentrePage.keep', defaultMessage: 'Keep it' },
  cancelled: { id: 'rewards.RewardCentrePage.cancelled', defaultMessage: '{name} was cancelled.' },
  claimed: { id: 'rewards.RewardCentrePage.claimed', defaultMessage: '{amount} was added to your main wallet.' },
  joined: { id: 'rewards.RewardCentrePage.joined', defaultMessage: 'You have joined. We are checking your reward.' },
  ticketTaken: {
    id: 'rewards.RewardCentrePage.ticketTaken',
    defaultMessage: 'Your ticket {ticketId} is in the draw from {from} to {to}.',
  },
  applyThere: {
    id: 'rewards.RewardCentrePage.applyThere',
    defaultMessage: 'Apply with a comment on the promotions page.',
  },
  historyClaimed: { id: 'rewards.RewardCentrePage.historyClaimed', defaultMessage: '{name}: {amount} claimed' },
  historyCancelled: { id: 'rewards.RewardCentrePage.historyCancelled', defaultMessage: '{name}: cancelled' },
  historyExpired: { id: 'rewards.RewardCentrePage.historyExpired', defaultMessage: '{name}: expired unused' },
  historyRejected: { id: 'rewards.RewardCentrePage.historyRejected', defaultMessage: '{name}: not approved' },
  historyTicket: { id: 'rewards.RewardCentrePage.historyTicket', defaultMessage: '{name}: ticket {ticketId}' },
  loading: { id: 'rewards.RewardCentrePage.loading', defaultMessage: 'Loading your rewards' },
  failed: { id: 'rewards.RewardCentrePage.failed', defaultMessage: 'Your rewards could not be loaded.' },
  retry: { id: 'rewards.RewardCentrePage.retry', defaultMessage: 'Try again' },
});

export const raffleMessages = defineMessages<{
  notStarted: NoValues;
  running: NoValues;
  ended: NoValues;
  claimed: NoValues;
  startsIn: NoValues;
  endsIn: NoValues;
  days: { days: number; time: string };
  getTicket: NoValues;
  getTicketNamed: { name: string };
  ticket: { ticketId: string; from: string; to: string };
  statusFailed: NoValues;
}>({
  notStarted: { id: 'rewards.Raffle.notStarted', defaultMessage: 'Not started' },
  running: { id: 'rewards.Raffle.running', defaultMessage: 'Running' },
  ended: { id: 'rewards.Raffle.ended', defaultMessage: 'Ended' },
  claimed: { id: 'rewards.Raffle.claimed', defaultMessage: 'Ticket taken' },
  startsIn: { id: 'rewards.Raffle.startsIn', defaultMessage: 'Starts in' },
  endsIn: { id: 'rewards.Raffle.endsIn', defaultMessage: 'Ends in' },
  days: { id: 'rewards.Raffle.days', defaultMessage: '{days, plural, one {# day} other {# days}} {time}' },
  getTicket: { id: 'rewards.Raffle.getTicket', defaultMessage: 'Get my ticket' },
  getTicketNamed: { id: 'rewards.Raffle.getTicketNamed', defaultMessage: 'Get my ticket for {name}' },
  ticket: { id: 'rewards.Raffle.ticket', defaultMessage: 'Ticket {ticketId}, in the draw from {from} to {to}' },
  statusFailed: { id: 'rewards.Raffle.statusFailed', defaultMessage: "The draw's status could not be loaded." },
});
