import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const responsibleGamblingPageMessages = defineMessages<{
  limits: NoValues;
  limitsIntro: NoValues;
  daily: NoValues;
  weekly: NoValues;
  monthly: NoValues;
  noLimit: NoValues;
  used: { amount: string };
  pendingRaise: { amount: string; time: string };
  pendingRemoval: { time: string };
  period: NoValues;
  amount: NoValues;
  amountHint: NoValues;
  save: NoValues;
  remove: NoValues;
  appliedNow: { period: string; amount: string };
  appliedLater: { period: string; amount: string; time: string; current: string };
  removedLater: { period: string; time: string; current: string };
  removedNow: { period: string };
  limitUnknown: NoValues;
  breaks: NoValues;
  breaksIntro: NoValues;
  break24H: NoValues;
  break7D: NoValues;
  break30D: NoValues;
  break6M: NoValues;
  breakTitle: { period: string };
  breakMessage: { until: string };
  breakConfirm: NoValues;
  cancel: NoValues;
  breakStarted: { until: string };
  breakUnknown: NoValues;
  reminder: NoValues;
  reminderIntro: NoValues;
  reminderInterval: NoValues;
  reminderOff: NoValues;
  reminderMinutes: { minutes: number };
  reminderSaved: { minutes: number };
  reminderStopped: NoValues;
  help: NoValues;
  helpIntro: NoValues;
  opensInNewTab: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
}>({
  limits: { id: 'member-centre.ResponsibleGamblingPage.limits', defaultMessage: 'Deposit limits' },
  limitsIntro: {
    id: 'member-centre.ResponsibleGamblingPage.limitsIntro',
    defaultMessage:
      'Set how much you can deposit in a day, a week or a month. A lower limit applies at once; a higher one, or none, only after 24 hours.',
  },
  daily: { id: 'member-centre.ResponsibleGamblingPage.daily', defaultMessage: 'Daily' },
  weekly: { id: 'member-centre.ResponsibleGamblingPage.weekly', defaultMessage: 'Weekly' },
  monthly: { id: 'member-centre.ResponsibleGamblingPage.monthly', defaultMessage: 'Monthly' },
  noLimit: { id: 'member-centre.ResponsibleGamblingPage.noLimit', defaultMessage: 'No limit' },
  used: { id: 'member-centre.ResponsibleGamblingPage.used', defaultMessage: 'Deposited in this period: {amount}' },
  pendingRaise: {
    id: 'member-centre.ResponsibleGamblingPage.pendingRaise',
    defaultMessage: 'Rises to {amount} from {time}',
  },
  pendingRemoval: {
    id: 'member-centre.ResponsibleGamblingPage.pendingRemoval',
    defaultMessage: 'Removed from {time}',
  },
  period: { id: 'member-centre.ResponsibleGamblingPage.period', defaultMessage: 'Limit' },
  amount: { id: 'member-centre.ResponsibleGamblingPage.amount', defaultMessage: 'Amount' },
  amountHint: {
    id: 'member-centre.ResponsibleGamblingPage.amountHint',
    defaultMessage: 'The most you want to deposit in that period.',
  },
  save: { id: 'member-centre.ResponsibleGamblingPage.save', defaultMessage: 'Set the limit' },
  remove: { id: 'member-centre.ResponsibleGamblingPage.remove', defaultMessage: 'Remove the limit' },
  appliedNow: {
    id: 'member-centre.ResponsibleGamblingPage.appliedNow',
    defaultMessage:
      '{period, select, daily {Your daily limit} weekly {Your weekly limit} other {Your monthly limit}} is now {amount}. It applies at once.',
  },
  appliedLater: {
    id: 'member-centre.ResponsibleGamblingPage.appliedLater',
    defaultMessage:
      '{period, select, daily {Your daily limit} weekly {Your weekly limit} other {Your monthly limit}} rises to {amount} from {time}. Until then, {current} applies.',
  },
  removedLater: {
    id: 'member-centre.ResponsibleGamblingPage.removedLater',
    defaultMessage:
      '{period, select, daily {Your daily limit} weekly {Your weekly limit} other {Your monthly limit}} will be removed from {time}. Until then, {current} applies.',
  },
  removedNow: {
    id: 'member-centre.ResponsibleGamblingPage.removedNow',
    defaultMessage:
      '{period, select, daily {Your daily limit} weekly {Your weekly limit} other {Your monthly limit}} is removed.',
  },
  limitUnknown: {
    id: 'member-centre.ResponsibleGamblingPage.limitUnknown',
    defaultMessage: 'We could not tell whether your limit was saved. Check your limits above before trying again.',
  },
  breaks: { id: 'member-centre.ResponsibleGamblingPage.breaks', defaultMessage: 'Take a break' },
  breaksIntro: {
    id: 'member-centre.ResponsibleGamblingPage.breaksIntro',
    defaultMessage:
      'A time-out or a self-exclusion signs you out at once, and you cannot log in again until it ends. It cannot be shortened or undone.',
  },
  break24H: { id: 'member-centre.ResponsibleGamblingPage.break24H', defaultMessage: 'Time-out for 24 hours' },
  break7D: { id: 'member-centre.ResponsibleGamblingPage.break7D', defaultMessage: 'Time-out for 7 days' },
  break30D: { id: 'member-centre.ResponsibleGamblingPage.break30D', defaultMessage: 'Time-out for 30 days' },
  break6M: { id: 'member-centre.ResponsibleGamblingPage.break6M', defaultMessage: 'Self-exclusion for 6 months' },
  breakTitle: { id: 'member-centre.ResponsibleGamblingPage.breakTitle', defaultMessage: '{period}?' },
  breakMessage: {
    id: 'member-centre.ResponsibleGamblingPage.breakMessage',
    defaultMessage:
      'You will be signed out now and cannot log in again until {until}. This cannot be shortened or undone.',
  },
  breakConfirm: { id: 'member-centre.ResponsibleGamblingPage.breakConfirm', defaultMessage: 'Start my break' },
  cancel: { id: 'member-centre.ResponsibleGamblingPage.cancel', defaultMessage: 'Cancel' },
  breakStarted: {
    id: 'member-centre.ResponsibleGamblingPage.breakStarted',
    defaultMessage: 'Your break has started. You can log in again from {until}.',
  },
  breakUnknown: {
    id: 'member-centre.ResponsibleGamblingPage.breakUnknown',
    defaultMessage:
      'We could not tell whether your break has started. Try again: a break already started is kept as it is.',
  },
  reminder: { id: 'member-centre.ResponsibleGamblingPage.reminder', defaultMessage: 'Reality check' },
  reminderIntro: {
    id: 'member-centre.ResponsibleGamblingPage.reminderIntro',
    defaultMessage: 'A reminder of how long you have been playing, while you are logged in on this device.',
  },
  reminderInterval: { id: 'member-centre.ResponsibleGamblingPage.reminderInterval', defaultMessage: 'Remind me' },
  reminderOff: { id: 'member-centre.ResponsibleGamblingPage.reminderOff', defaultMessage: 'Off' },
  reminderMinutes: {
    id: 'member-centre.ResponsibleGamblingPage.reminderMinutes',
    defaultMessage: 'Every {minutes} minutes',
  },
  reminderSaved: {
    id: 'member-centre.ResponsibleGamblingPage.reminderSaved',
    defaultMessage: 'You will be reminded every {minutes} minutes of play.',
  },
  reminderStopped: {
    id: 'member-centre.ResponsibleGamblingPage.reminderStopped',
    defaultMessage: 'The reality check is off.',
  },
  help: { id: 'member-centre.ResponsibleGamblingPage.help', defaultMessage: 'Get help' },
  helpIntro: {
    id: 'member-centre.ResponsibleGamblingPage.helpIntro',
    defaultMessage: 'If gambling is no longer fun, these organisations offer free and confidential support.',
  },
  opensInNewTab: { id: 'member-centre.ResponsibleGamblingPage.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  loading: { id: 'member-centre.ResponsibleGamblingPage.loading', defaultMessage: 'Loading your deposit limits' },
  failed: {
    id: 'member-centre.ResponsibleGamblingPage.failed',
    defaultMessage: 'Your deposit limits could not be loaded.',
  },
  retry: { id: 'member-centre.ResponsibleGamblingPage.retry', defaultMessage: 'Try again' },
});
