import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const errorTextMessages = defineMessages<{
  network: NoValues;
  timeout: NoValues;
  session: NoValues;
  tooMany: NoValues;
  unexpected: NoValues;
  unknownOutcome: NoValues;
  promotionNotFound: NoValues;
  promotionNotStarted: NoValues;
  promotionEnded: NoValues;
  promotionAlreadyJoined: NoValues;
  promotionNotClaimable: NoValues;
  rewardAlreadyClaimed: NoValues;
  ticketNotFound: NoValues;
  ticketExpired: NoValues;
  ticketNotAvailable: NoValues;
  commentRefused: NoValues;
  notOffered: NoValues;
}>({
  network: {
    id: 'rewards.ErrorText.network',
    defaultMessage: 'No connection. Please check your network and try again.',
  },
  timeout: { id: 'rewards.ErrorText.timeout', defaultMessage: 'The request took too long. Please try again.' },
  session: { id: 'rewards.ErrorText.session', defaultMessage: 'Your session has ended. Please log in again.' },
  tooMany: {
    id: 'rewards.ErrorText.tooMany',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
  },
  unexpected: { id: 'rewards.ErrorText.unexpected', defaultMessage: 'Something went wrong. Please try again.' },
  unknownOutcome: {
    id: 'rewards.ErrorText.unknownOutcome',
    defaultMessage: 'We could not confirm the claim. Check your balance before trying again: it is never paid twice.',
  },
  promotionNotFound: {
    id: 'rewards.ErrorText.promotionNotFound',
    defaultMessage: 'This promotion is no longer offered.',
  },
  promotionNotStarted: { id: 'rewards.ErrorText.promotionNotStarted', defaultMessage: 'This has not started yet.' },
  promotionEnded: {
    id: 'rewards.ErrorText.promotionEnded',
    defaultMessage: 'This promotion has ended: it can no longer be claimed.',
  },
  promotionAlreadyJoined: {
    id: 'rewards.ErrorText.promotionAlreadyJoined',
    defaultMessage: 'You have already taken part in this promotion.',
  },
  promotionNotClaimable: {
    id: 'rewards.ErrorText.promotionNotClaimable',
    defaultMessage: 'There is nothing to claim yet: wait until your application is approved.',
  },
  rewardAlreadyClaimed: {
    id: 'rewards.ErrorText.rewardAlreadyClaimed',
    defaultMessage: 'You have already claimed this.',
  },
  ticketNotFound: { id: 'rewards.ErrorText.ticketNotFound', defaultMessage: 'This ticket is not yours to use.' },
  ticketExpired: { id: 'rewards.ErrorText.ticketExpired', defaultMessage: 'This ticket has expired.' },
  ticketNotAvailable: {
    id: 'rewards.ErrorText.ticketNotAvailable',
    defaultMessage: 'This ticket has already been used or cancelled.',
  },
  commentRefused: {
    id: 'rewards.ErrorText.commentRefused',
    defaultMessage: 'Your comment was not accepted: write 1 to 140 characters.',
  },
  notOffered: { id: 'rewards.ErrorText.notOffered', defaultMessage: 'Rewards are not offered here at the moment.' },
});
