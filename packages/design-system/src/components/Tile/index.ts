export { Tile, type TileProps } from './Tile';
export { TileSkeleton, type TileSkeletonProps } from './TileSkeleton';
