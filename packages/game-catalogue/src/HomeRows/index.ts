export { GameRow, gameOfCard, VendorRow, type GameRowProps, type RowMore, type VendorRowProps } from './HomeRows';
export { homeRngQuery, hotGamesQuery, rngRowSize } from './homeQueries';
