import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const userLossMessages = defineMessages<{
  title: NoValues;
  search: NoValues;
  find: NoValues;
  loading: NoValues;
  failed: NoValues;
  caption: { count: number };
  empty: NoValues;
  noMatch: NoValues;
  bonus: NoValues;
  rebate: NoValues;
  netResult: NoValues;
  houseResult: NoValues;
  explained: NoValues;
}>({
  title: { id: 'agent-centre.UserLossPage.title', defaultMessage: 'User loss' },
  search: { id: 'agent-centre.UserLossPage.search', defaultMessage: 'Username' },
  find: { id: 'agent-centre.UserLossPage.find', defaultMessage: 'Search' },
  loading: { id: 'agent-centre.UserLossPage.loading', defaultMessage: 'Loading your team’s results' },
  failed: { id: 'agent-centre.UserLossPage.failed', defaultMessage: 'Your team’s results could not be loaded.' },
  caption: {
    id: 'agent-centre.UserLossPage.caption',
    defaultMessage: '{count, plural, one {# member, biggest loss first} other {# members, biggest loss first}}',
  },
  empty: { id: 'agent-centre.UserLossPage.empty', defaultMessage: 'Nobody in your team played in this period.' },
  noMatch: { id: 'agent-centre.UserLossPage.noMatch', defaultMessage: 'No member of your team matches this search.' },
  bonus: { id: 'agent-centre.UserLossPage.bonus', defaultMessage: 'Bonuses' },
  rebate: { id: 'agent-centre.UserLossPage.rebate', defaultMessage: 'Rebates' },
  netResult: { id: 'agent-centre.UserLossPage.netResult', defaultMessage: 'Member’s net result' },
  houseResult: { id: 'agent-centre.UserLossPage.houseResult', defaultMessage: 'House result' },
  explained: {
    id: 'agent-centre.UserLossPage.explained',
    defaultMessage:
      'Net result: the member’s win or loss plus the bonuses and rebates credited, below zero when the member lost. The house result is its opposite.',
  },
});
