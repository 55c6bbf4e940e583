export { PokerRooms, gameOfRoom, pokerRoomsQuery, type PokerRoomsProps } from './PokerRooms';
