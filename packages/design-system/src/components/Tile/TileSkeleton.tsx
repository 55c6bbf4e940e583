import type { HTMLAttributes } from 'react';
import { Skeleton } from '../Skeleton';
import { Media, Name, Root } from './Tile.styles';

export interface TileSkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'aria-hidden'> {
  /** The tiles' picture size, as given to `Tile`: the placeholder keeps the same proportions. */
  imageWidth?: number;
  imageHeight?: number;
}

/**
 * A tile's place while its game loads: the box of a `Tile` (the picture, then two lines of name), drawn as skeleton
 * blocks, so a grid of them is as tall as the grid of games that replaces it. Decoration, hidden from assistive
 * technology: the list that is loading says so (`aria-busy="true"`).
 */
export function TileSkeleton({ imageWidth = 200, imageHeight = 200, ...rest }: TileSkeletonProps) {
  return (
    <Root {...rest} aria-hidden="true">
      <Media $ratio={`${imageWidth} / ${imageHeight}`}>
        <Skeleton blockSize="100%" style={{ borderRadius: 0 }} />
      </Media>
      <Name>
        <Skeleton shape="text" inlineSize="70%" />
      </Name>
    </Root>
  );
}
