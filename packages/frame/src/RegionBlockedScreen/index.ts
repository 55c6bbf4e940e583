export { RegionBlockedScreen, type RegionBlockedScreenProps } from './RegionBlockedScreen';
