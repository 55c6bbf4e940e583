import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const promotionMemberMessages = defineMessages<{
  title: NoValues;
  status: NoValues;
  comment: NoValues;
  commentHint: { count: number; max: number };
  commentEmpty: NoValues;
  commentTooLong: { max: number; count: number };
  apply: NoValues;
  applied: NoValues;
  yourComment: { comment: string };
  underReview: NoValues;
  rejected: NoValues;
  remark: { remark: string };
  reward: { amount: string };
  claim: { amount: string };
  claimed: { amount: string };
  claimedOn: { date: string };
  join: NoValues;
  joined: NoValues;
  processing: NoValues;
  getTicket: NoValues;
  ticket: { ticketId: string; from: string; to: string };
  closed: NoValues;
  coming: { date: string };
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
}>({
  title: { id: 'rewards.PromotionMember.title', defaultMessage: 'Take part' },
  status: { id: 'rewards.PromotionMember.status', defaultMessage: 'Your status' },
  comment: { id: 'rewards.PromotionMember.comment', defaultMessage: 'Your comment' },
  commentHint: {
    id: 'rewards.PromotionMember.commentHint',
    defaultMessage: '{count} of {max} characters. Tell us what qualifies you, e.g. your deposit.',
  },
  commentEmpty: { id: 'rewards.PromotionMember.commentEmpty', defaultMessage: 'Please write a comment.' },
  commentTooLong: {
    id: 'rewards.PromotionMember.commentTooLong',
    defaultMessage: 'A comment holds at most {max} characters; yours has {count}.',
  },
  apply: { id: 'rewards.PromotionMember.apply', defaultMessage: 'Apply' },
  applied: { id: 'rewards.PromotionMember.applied', defaultMessage: 'Your application was sent.' },
  yourComment: { id: 'rewards.PromotionMember.yourComment', defaultMessage: 'Your comment: {comment}' },
  underReview: {
    id: 'rewards.PromotionMember.underReview',
    defaultMessage: 'We are reviewing your application. You can claim the reward here once it is approved.',
  },
  rejected: { id: 'rewards.PromotionMember.rejected', defaultMessage: 'Your application was not approved.' },
  remark: { id: 'rewards.PromotionMember.remark', defaultMessage: 'Reason: {remark}' },
  reward: { id: 'rewards.PromotionMember.reward', defaultMessage: 'Reward: {amount}' },
  claim: { id: 'rewards.PromotionMember.claim', defaultMessage: 'Claim {amount}' },
  claimed: { id: 'rewards.PromotionMember.claimed', defaultMessage: '{amount} was added to your main wallet.' },
  claimedOn: { id: 'rewards.PromotionMember.claimedOn', defaultMessage: 'Claimed on {date}.' },
  join: { id: 'rewards.PromotionMember.join', defaultMessage: 'Join' },
  joined: { id: 'rewards.PromotionMember.joined', defaultMessage: 'You have joined. We are checking your reward.' },
  processing: {
    id: 'rewards.PromotionMember.processing',
    defaultMessage: 'We are checking your reward. You can claim it here once it is issued.',
  },
  getTicket: { id: 'rewards.PromotionMember.getTicket', defaultMessage: 'Get my ticket' },
  ticket: {
    id: 'rewards.PromotionMember.ticket',
    defaultMessage: 'Ticket {ticketId}, in the draw from {from} to {to}.',
  },
  closed: { id: 'rewards.PromotionMember.closed', defaultMessage: 'This promotion has ended.' },
  coming: { id: 'rewards.PromotionMember.coming', defaultMessage: 'Opens on {date}.' },
  loading: { id: 'rewards.PromotionMember.loading', defaultMessage: 'Loading your status' },
  failed: { id: 'rewards.PromotionMember.failed', defaultMessage: 'Your status could not be loaded.' },
  retry: { id: 'rewards.PromotionMember.retry', defaultMessage: 'Try again' },
});
