import { forwardRef, useState, type HTMLAttributes, type MouseEventHandler, type ReactNode, type Ref } from 'react';
import { ActionSlot, BadgeSlot, ButtonBody, Image, LinkBody, Media, Name, Root, StaticBody } from './Tile.styles';

export interface TileProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onClick' | 'children'> {
  /** The game's name, shown under the image (two lines at most) and naming the tile. */
  name: string;
  /** Thumbnail URL; without one, or when it fails to load, a neutral block of the same size shows. */
  imageSrc?: string;
  /** Intrinsic size of the thumbnail: written on the image so the browser reserves its box before it loads. */
  imageWidth?: number;
  imageHeight?: number;
  /** 'eager' for tiles in the first screenful, which should not wait for layout to start loading. */
  imageLoading?: 'lazy' | 'eager';
  /** Makes the tile a link. */
  href?: string;
  /** Makes the tile a button, or runs alongside `href` (client-side routing). */
  onClick?: MouseEventHandler<HTMLElement>;
  /** A corner label over the image at the inline start ("HOT"), not part of the tile's name. */
  badge?: ReactNode;
  /** A control over the image at the inline end (a favourite toggle); it sits beside the tile's link, not inside. */
  action?: ReactNode;
}

/**
 * A game tile: thumbnail, name, optional badge and action. The tile is one link or button; the action is a
 * separate control on top of it, since interactive elements may not nest.
 */
export const Tile = forwardRef<HTMLAnchorElement | HTMLButtonElement, TileProps>(function Tile(
  { name, imageSrc, imageWidth = 200, imageHeight = 200, imageLoading = 'lazy', href, onClick, badge, action, ...rest },
  ref,
) {
  // Remember which URL failed, so a new URL gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = imageSrc !== undefined && imageSrc !== failedSrc;

  const content = (
    <>
      <Media $ratio={`${imageWidth} / ${imageHeight}`}>
        {showImage && (
          <Image
            src={imageSrc}
            // The name is right below as text; repeating it would make screen readers say it twice.
            alt=""
            width={imageWidth}
            height={imageHeight}
            loading={imageLoading}
            decoding="async"
            onError={() => setFailedSrc(imageSrc)}
          />
        )}
      </Media>
      <Name>{name}</Name>
    </>
  );

  let body: ReactNode;
  if (href !== undefined) {
    body = (
      // A forwarded ref is typed for either element; this branch renders the anchor.
      <LinkBody ref={ref as Ref<HTMLAnchorElement>} href={href} onClick={onClick}>
        {content}
      </LinkBody>
    );
  } else if (onClick) {
    body = (
      <ButtonBody ref={ref as Ref<HTMLButtonElement>} type="button" onClick={onClick}>
        {content}
      </ButtonBody>
    );
  } else {
    body = <StaticBody>{content}</StaticBody>;
  }

  return (
    <Root {...rest}>
      {body}
      {badge !== undefined && <BadgeSlot>{badge}</BadgeSlot>}
      {action !== undefined && <ActionSlot>{action}</ActionSlot>}
    </Root>
  );
});
