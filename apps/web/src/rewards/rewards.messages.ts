import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const rewardsPageMessages = defineMessages<{
  signIn: NoValues;
  logIn: NoValues;
  realAccount: NoValues;
}>({
  signIn: { id: 'web.RewardsPage.signIn', defaultMessage: 'Log in to see your rewards, tickets and draws.' },
  logIn: { id: 'web.RewardsPage.logIn', defaultMessage: 'Log in' },
  realAccount: {
    id: 'web.RewardsPage.realAccount',
    defaultMessage: 'Rewards are for real accounts. Register to claim them.',
  },
});
