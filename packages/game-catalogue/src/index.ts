export {
  changeList,
  hasMorePages,
  initialListView,
  listPageSizes,
  pageSizeOf,
  switcherPageSizes,
  type ListChange,
  type ListType,
  type ListView,
  type PageSizes,
} from './list/listView';
export { gamesQuery, type CatalogueScope, type GamesPage } from './list/gamesQuery';
export { launchMessages } from './launch/launch.messages';
export { centrePathOf, launchTargetOf, type LaunchRules, type LaunchTarget } from './launch/launchTarget';
export { GameCentre, type CentreClass, type CentreVendor, type GameCentreProps } from './GameCentre';
export { GameFrame, gameFrameMessages, type GameFrameProps } from './frame';
export { gameUrlOf } from './launch/gameUrl';
export { isBalanceShort, vendorMaintenanceOf, type VendorMaintenance } from './launch/maintenance';
export * from './lottery';
export * from './maintenance';
export * from './vendorGames';
export * from './HotMatches';
export * from './PokerRooms';
export { RngSwitcher, rngCategoriesOf, type RngCategory, type RngSwitcherProps } from './RngSwitcher';
export * from './HomeRows';
export * from './WinnerBoard';
export * from './Entrances';
export { useDeferredQuery, type DeferredQuery } from './hooks/useDeferredQuery';
