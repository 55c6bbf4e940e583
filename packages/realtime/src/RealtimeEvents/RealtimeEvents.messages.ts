import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const realtimeMessages = defineMessages<{
  region: NoValues;
  close: NoValues;
  depositArrived: NoValues;
  depositArrivedText: { amount: string };
  depositFailed: NoValues;
  depositFailedText: { amount: string };
  withdrawApproved: NoValues;
  withdrawApprovedText: { amount: string };
  withdrawRejected: NoValues;
  withdrawRejectedText: { amount: string };
  newMessage: NoValues;
  newMessageText: NoValues;
  bonusCredited: NoValues;
  bonusCreditedText: { amount: string };
  promotion: NoValues;
  confirmPayment: NoValues;
  confirmPaymentText: { amount: string };
  transferReceived: NoValues;
  transferFromAgentText: { amount: string; sender: string };
  transferFromTeamText: { amount: string; sender: string };
  onlineMessage: NoValues;
  salaryPaid: NoValues;
  salaryPaidText: { amount: string };
}>({
  region: { id: 'realtime.RealtimeEvents.region', defaultMessage: 'Notifications' },
  close: { id: 'realtime.RealtimeEvents.close', defaultMessage: 'Close' },
  depositArrived: { id: 'realtime.RealtimeEvents.depositArrived', defaultMessage: 'Deposit arrived' },
  depositArrivedText: {
    id: 'realtime.RealtimeEvents.depositArrivedText',
    defaultMessage: '{amount} is in your wallet.',
  },
  depositFailed: { id: 'realtime.RealtimeEvents.depositFailed', defaultMessage: 'Deposit failed' },
  depositFailedText: {
    id: 'realtime.RealtimeEvents.depositFailedText',
    defaultMessage: 'Your deposit of {amount} did not go through. Nothing was taken from your wallet.',
  },
  withdrawApproved: { id: 'realtime.RealtimeEvents.withdrawApproved', defaultMessage: 'Withdrawal approved' },
  withdrawApprovedText: {
    id: 'realtime.RealtimeEvents.withdrawApprovedText',
    defaultMessage: '{amount} is on its way to your account.',
  },
  withdrawRejected: { id: 'realtime.RealtimeEvents.withdrawRejected', defaultMessage: 'Withdrawal rejected' },
  withdrawRejectedText: {
    id: 'realtime.RealtimeEvents.withdrawRejectedText',
    defaultMessage: '{amount} is back in your wallet.',
  },
  newMessage: { id: 'realtime.RealtimeEvents.newMessage', defaultMessage: 'New message' },
  newMessageText: {
    id: 'realtime.RealtimeEvents.newMessageText',
    defaultMessage: 'A new message is waiting in your inbox.',
  },
  bonusCredited: { id: 'realtime.RealtimeEvents.bonusCredited', defaultMessage: 'Bonus credited' },
  bonusCreditedText: {
    id: 'realtime.RealtimeEvents.bonusCreditedText',
    defaultMessage: '{amount} from a promotion is in your wallet.',
  },
  promotion: { id: 'realtime.RealtimeEvents.promotion', defaultMessage: 'A promotion for you' },
  confirmPayment: { id: 'realtime.RealtimeEvents.confirmPayment', defaultMessage: 'Did your money arrive?' },
  confirmPaymentText: {
    id: 'realtime.RealtimeEvents.confirmPaymentText',
    defaultMessage: 'A payer has sent {amount} for your withdrawal. Confirm it in your withdrawals.',
  },
  transferReceived: { id: 'realtime.RealtimeEvents.transferReceived', defaultMessage: 'Transfer received' },
  transferFromAgentText: {
    id: 'realtime.RealtimeEvents.transferFromAgentText',
    defaultMessage: 'Your agent {sender} sent you {amount}.',
  },
  transferFromTeamText: {
    id: 'realtime.RealtimeEvents.transferFromTeamText',
    defaultMessage: '{sender} of your team sent you {amount}.',
  },
  onlineMessage: { id: 'realtime.RealtimeEvents.onlineMessage', defaultMessage: 'Customer service' },
  salaryPaid: { id: 'realtime.RealtimeEvents.salaryPaid', defaultMessage: 'Salary paid' },
  salaryPaidText: {
    id: 'realtime.RealtimeEvents.salaryPaidText',
    defaultMessage: '{amount} from your contract with your upline is in your wallet.',
  },
});
