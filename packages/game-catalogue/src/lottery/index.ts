export { LotteryLobby, type LotteryLobbyProps } from './LotteryLobby';
export {
  areaPrizeMode,
  groupLotteryGames,
  launchLottery,
  lotteryMenuQuery,
  prizeModeOf,
  recentLotteryQuery,
  vnLotteryVendor,
  type LotteryArea,
  type LotteryGroup,
  type PrizeMode,
} from './lotteryMenus';
