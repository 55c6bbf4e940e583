import type { Game } from '@lobby/contract';
import { HeartIcon, IconButton, Tile } from '@lobby/design-system';
import { memo } from 'react';

export const gameNameOf = (game: Game) => game.gameName ?? game.displayName ?? game.nodeName ?? String(game.nodeId);

export interface GameItemProps {
  game: Game;
  /** Tiles of the first screenful load their picture at once. */
  eager: boolean;
  favourite: boolean;
  /** The favourite toggle's name for this game. */
  favouriteLabel: string;
  /** Stable across renders (see `useStableCallback`), so an unchanged tile does not render again. */
  onChoose: (game: Game) => void;
  onFavourite: (game: Game) => void;
}

/**
 * One tile of a centre's grid. Memoised: loading another page, or a favourite changing, renders only the tiles it
 * concerns, not the hundreds already shown (the main thread stays free on a slow phone).
 */
export const GameItem = memo(function GameItem({
  game,
  eager,
  favourite,
  favouriteLabel,
  onChoose,
  onFavourite,
}: GameItemProps) {
  return (
    <li>
      <Tile
        name={gameNameOf(game)}
        imageSrc={game.showIcon ?? game.iconUrl ?? undefined}
        imageLoading={eager ? 'eager' : 'lazy'}
        onClick={() => onChoose(game)}
        action={
          <IconButton
            label={favouriteLabel}
            aria-pressed={favourite}
            icon={<HeartIcon filled={favourite} />}
            size="sm"
            variant="secondary"
            onClick={() => onFavourite(game)}
          />
        }
      />
    </li>
  );
});
