import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const hotMatchesMessages = defineMessages<{
  title: NoValues;
  earlier: NoValues;
  later: NoValues;
  versus: NoValues;
  bet: NoValues;
  betOn: { home: string; away: string };
  failed: NoValues;
  retry: NoValues;
}>({
  title: { id: 'game-catalogue.HotMatches.title', defaultMessage: 'Hot matches' },
  earlier: { id: 'game-catalogue.HotMatches.earlier', defaultMessage: 'Earlier matches' },
  later: { id: 'game-catalogue.HotMatches.later', defaultMessage: 'More matches' },
  versus: { id: 'game-catalogue.HotMatches.versus', defaultMessage: 'vs' },
  bet: { id: 'game-catalogue.HotMatches.bet', defaultMessage: 'Bet' },
  betOn: { id: 'game-catalogue.HotMatches.betOn', defaultMessage: 'Bet on {home} v {away}' },
  failed: { id: 'game-catalogue.HotMatches.failed', defaultMessage: 'The hot matches could not be loaded.' },
  retry: { id: 'game-catalogue.HotMatches.retry', defaultMessage: 'Try again' },
});
