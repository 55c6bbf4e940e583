export { GameFrame, type GameFrameProps } from './GameFrame';
export { gameFrameMessages } from './GameFrame.messages';
