import type { CSSProperties, HTMLAttributes } from 'react';
import { Block, type SkeletonShape } from './Skeleton.styles';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'aria-hidden'> {
  /**
   * 'rect' (default) for images, tiles and buttons; 'text' for a line of text, as tall as the font; 'circle' for
   * avatars and round icons.
   */
  shape?: SkeletonShape;
  /** Any CSS length; the shape's default (full width; a control's size for a circle) when absent. */
  inlineSize?: CSSProperties['inlineSize'];
  /** Any CSS length; ignored by 'circle', which stays round. */
  blockSize?: CSSProperties['blockSize'];
}

/**
 * A placeholder block while content loads. It is decoration: hidden from assistive technology, so the container
 * says what is happening (`aria-busy="true"` while loading, and a status message if the wait is long).
 */
export function Skeleton({ shape = 'rect', inlineSize, blockSize, style, ...rest }: SkeletonProps) {
  return (
    <Block
      {...rest}
      aria-hidden="true"
      $shape={shape}
      style={{ ...style, inlineSize, blockSize: shape === 'circle' ? undefined : blockSize }}
    />
  );
}
