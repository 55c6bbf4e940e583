import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const realityCheckMessages = defineMessages<{
  title: NoValues;
  playedMinutes: { minutes: number };
  playedHours: { hours: number; minutes: number };
  question: NoValues;
  keepPlaying: NoValues;
  logOut: NoValues;
  close: NoValues;
}>({
  title: { id: 'member-centre.RealityCheck.title', defaultMessage: 'Reality check' },
  playedMinutes: {
    id: 'member-centre.RealityCheck.playedMinutes',
    defaultMessage:
      'You have been playing for {minutes, plural, one {# minute} other {# minutes}} since you logged in.',
  },
  playedHours: {
    id: 'member-centre.RealityCheck.playedHours',
    defaultMessage:
      'You have been playing for {hours, plural, one {# hour} other {# hours}}{minutes, plural, =0 {} one { and # minute} other { and # minutes}} since you logged in.',
  },
  question: {
    id: 'member-centre.RealityCheck.question',
    defaultMessage: 'Would you like to keep playing or take a break?',
  },
  keepPlaying: { id: 'member-centre.RealityCheck.keepPlaying', defaultMessage: 'Keep playing' },
  logOut: { id: 'member-centre.RealityCheck.logOut', defaultMessage: 'Log out' },
  close: { id: 'member-centre.RealityCheck.close', defaultMessage: 'Close and keep playing' },
});
