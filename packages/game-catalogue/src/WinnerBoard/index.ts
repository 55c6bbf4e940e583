export { WinnerBoard, type WinnerBoardProps } from './WinnerBoard';
export { gameOfWinner, winnerBoardQuery, winnersShown, type Winner } from './winnerBoardQuery';
