import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const pokerRoomsMessages = defineMessages<{
  title: NoValues;
  stakes: { min: string; max: string };
  minStake: { min: string };
  players: { players: number; seats: number };
  join: NoValues;
  joinRoom: { room: string };
  failed: NoValues;
  retry: NoValues;
  showAll: { count: number };
}>({
  title: { id: 'game-catalogue.PokerRooms.title', defaultMessage: 'Poker rooms' },
  stakes: { id: 'game-catalogue.PokerRooms.stakes', defaultMessage: 'Stakes {min} – {max}' },
  minStake: { id: 'game-catalogue.PokerRooms.minStake', defaultMessage: 'From {min}' },
  players: { id: 'game-catalogue.PokerRooms.players', defaultMessage: '{players} of {seats} seats taken' },
  join: { id: 'game-catalogue.PokerRooms.join', defaultMessage: 'Join' },
  joinRoom: { id: 'game-catalogue.PokerRooms.joinRoom', defaultMessage: 'Join {room}' },
  failed: { id: 'game-catalogue.PokerRooms.failed', defaultMessage: 'The poker rooms could not be loaded.' },
  retry: { id: 'game-catalogue.PokerRooms.retry', defaultMessage: 'Try again' },
  showAll: { id: 'game-catalogue.PokerRooms.showAll', defaultMessage: 'Show all {count} rooms' },
});
