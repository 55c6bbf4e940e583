import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

/** A file name, isolated for direction (`isolate`) so a Latin name reads whole in an Arabic sentence. */
type Named = { name: string };

export const feedbackFormMessages = defineMessages<{
  intro: NoValues;
  type: NoValues;
  typeSuggestion: NoValues;
  typeProblem: NoValues;
  typePayment: NoValues;
  typeGames: NoValues;
  typeOther: NoValues;
  content: NoValues;
  count: { count: number; min: number; max: number };
  empty: NoValues;
  tooShort: { min: number };
  tooLong: { max: number; over: number };
  pictures: NoValues;
  picturesHint: { max: number };
  addPictures: NoValues;
  remove: Named;
  wrongType: Named;
  tooBig: Named;
  tooMany: Named & { max: number };
  unreadable: Named;
  sender: { sender: string };
  submit: NoValues;
  thanksTitle: NoValues;
  thanksText: NoValues;
  another: NoValues;
  close: NoValues;
}>({
  intro: {
    id: 'content.FeedbackForm.intro',
    defaultMessage: 'Tell us what works for you and what does not. We read every message.',
  },
  type: { id: 'content.FeedbackForm.type', defaultMessage: 'Type of feedback' },
  typeSuggestion: { id: 'content.FeedbackForm.typeSuggestion', defaultMessage: 'A suggestion' },
  typeProblem: { id: 'content.FeedbackForm.typeProblem', defaultMessage: 'Something does not work' },
  typePayment: { id: 'content.FeedbackForm.typePayment', defaultMessage: 'Deposits and withdrawals' },
  typeGames: { id: 'content.FeedbackForm.typeGames', defaultMessage: 'Games' },
  typeOther: { id: 'content.FeedbackForm.typeOther', defaultMessage: 'Something else' },
  content: { id: 'content.FeedbackForm.content', defaultMessage: 'Your feedback' },
  count: {
    id: 'content.FeedbackForm.count',
    defaultMessage: '{count} of {max} characters (at least {min})',
  },
  empty: { id: 'content.FeedbackForm.empty', defaultMessage: 'Write your feedback.' },
  tooShort: { id: 'content.FeedbackForm.tooShort', defaultMessage: 'Write at least {min} characters.' },
  tooLong: {
    id: 'content.FeedbackForm.tooLong',
    defaultMessage:
      'Keep it to {max} characters: {over, plural, one {remove # character} other {remove # characters}}.',
  },
  pictures: { id: 'content.FeedbackForm.pictures', defaultMessage: 'Pictures (optional)' },
  picturesHint: {
    id: 'content.FeedbackForm.picturesHint',
    defaultMessage: 'PNG or JPG, up to 5 MB each, at most {max}.',
  },
  addPictures: { id: 'content.FeedbackForm.addPictures', defaultMessage: 'Add pictures' },
  remove: { id: 'content.FeedbackForm.remove', defaultMessage: 'Remove {name}' },
  wrongType: { id: 'content.FeedbackForm.wrongType', defaultMessage: '{name} is not a PNG or JPG picture.' },
  tooBig: { id: 'content.FeedbackForm.tooBig', defaultMessage: '{name} is larger than 5 MB.' },
  tooMany: { id: 'content.FeedbackForm.tooMany', defaultMessage: '{name} was not added: at most {max} pictures.' },
  unreadable: { id: 'content.FeedbackForm.unreadable', defaultMessage: '{name} could not be read.' },
  sender: { id: 'content.FeedbackForm.sender', defaultMessage: 'Sent as {sender}.' },
  submit: { id: 'content.FeedbackForm.submit', defaultMessage: 'Send feedback' },
  thanksTitle: { id: 'content.FeedbackForm.thanksTitle', defaultMessage: 'Thank you for your feedback' },
  thanksText: {
    id: 'content.FeedbackForm.thanksText',
    defaultMessage: 'It has reached our team. We use every message to make the site better.',
  },
  another: { id: 'content.FeedbackForm.another', defaultMessage: 'Send more feedback' },
  close: { id: 'content.FeedbackForm.close', defaultMessage: 'Close' },
});
