export { GameCentre, type CentreClass, type CentreVendor, type GameCentreProps } from './GameCentre';
