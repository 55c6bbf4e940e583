import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const lotteryMessages = defineMessages<{
  menu: NoValues;
  lobby: NoValues;
  lobbyTitle: NoValues;
  recent: NoValues;
  others: NoValues;
  NORTH: NoValues;
  CENTRAL: NoValues;
  SOUTH: NoValues;
  nextDraw: { time: string };
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
  empty: NoValues;
}>({
  menu: { id: 'game-catalogue.Lottery.menu', defaultMessage: 'Lottery games' },
  lobby: { id: 'game-catalogue.Lottery.lobby', defaultMessage: 'Lobby' },
  lobbyTitle: { id: 'game-catalogue.Lottery.lobbyTitle', defaultMessage: 'Lottery lobby' },
  recent: { id: 'game-catalogue.Lottery.recent', defaultMessage: 'Recently played' },
  others: { id: 'game-catalogue.Lottery.others', defaultMessage: 'More games' },
  NORTH: { id: 'game-catalogue.Lottery.NORTH', defaultMessage: 'Northern region' },
  CENTRAL: { id: 'game-catalogue.Lottery.CENTRAL', defaultMessage: 'Central region' },
  SOUTH: { id: 'game-catalogue.Lottery.SOUTH', defaultMessage: 'Southern region' },
  nextDraw: { id: 'game-catalogue.Lottery.nextDraw', defaultMessage: 'Next draw {time}' },
  loading: { id: 'game-catalogue.Lottery.loading', defaultMessage: 'Loading the lottery games' },
  failed: { id: 'game-catalogue.Lottery.failed', defaultMessage: 'The lottery games could not be loaded.' },
  retry: { id: 'game-catalogue.Lottery.retry', defaultMessage: 'Try again' },
  empty: { id: 'game-catalogue.Lottery.empty', defaultMessage: 'No lottery games here at the moment.' },
});
