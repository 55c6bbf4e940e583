import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const paymentConfirmationsMessages = defineMessages<{
  title: NoValues;
  disbursed: { minutes: number };
  payment: { amount: string; card: string };
  received: NoValues;
  notReceived: NoValues;
  thanksReceived: { amount: string };
  thanksNotReceived: { amount: string };
  unknownOutcome: NoValues;
}>({
  title: { id: 'member-centre.PaymentConfirmations.title', defaultMessage: 'Did your money arrive?' },
  disbursed: {
    id: 'member-centre.PaymentConfirmations.disbursed',
    defaultMessage:
      'Payment disbursed: confirm you received it within {minutes, plural, one {# minute} other {# minutes}}.',
  },
  payment: { id: 'member-centre.PaymentConfirmations.payment', defaultMessage: '{amount} to {card}' },
  received: { id: 'member-centre.PaymentConfirmations.received', defaultMessage: 'Received' },
  notReceived: { id: 'member-centre.PaymentConfirmations.notReceived', defaultMessage: 'Not received' },
  thanksReceived: {
    id: 'member-centre.PaymentConfirmations.thanksReceived',
    defaultMessage: 'Thank you: your withdrawal of {amount} is confirmed as received.',
  },
  thanksNotReceived: {
    id: 'member-centre.PaymentConfirmations.thanksNotReceived',
    defaultMessage: 'Noted: your withdrawal of {amount} has not arrived. The merchant will look into it.',
  },
  unknownOutcome: {
    id: 'member-centre.PaymentConfirmations.unknownOutcome',
    defaultMessage: 'We could not tell whether your answer was recorded. Check your withdrawal records below.',
  },
});
