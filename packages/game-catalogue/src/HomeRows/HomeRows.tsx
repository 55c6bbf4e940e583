import type { Game, VendorCard } from '@lobby/contract';
import { isPlainClick, Tile, TileSkeleton } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useId, type MouseEvent } from 'react';
import { gameNameOf } from '../GameCentre/GameItem';
import { Section, SectionHeading } from '../section/section.styles';
import { homeRowsMessages as m } from './HomeRows.messages';
import { MoreLink, RowHeader, TileRow } from './HomeRows.styles';

/** A page of the site the row's "more" leads to; the caller's router follows it. */
export interface RowMore {
  href: string;
  onNavigate: (href: string) => void;
}

/** Follows a link with the router on a plain click; a modified click (new tab) is the browser's. */
const followWith = (more: RowMore) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  more.onNavigate(more.href);
};

function RowTitle({ id, title, more }: { id: string; title: string; more?: RowMore | undefined }) {
  const intl = useIntl();
  return (
    <RowHeader>
      <SectionHeading id={id}>{title}</SectionHeading>
      {more && (
        <MoreLink href={more.href} onClick={followWith(more)} aria-label={intl.formatMessage(m.moreIn, { title })}>
          {intl.formatMessage(m.more)}
        </MoreLink>
      )}
    </RowHeader>
  );
}

export interface GameRowProps {
  title: string;
  games: readonly Game[];
  onLaunch: (game: Game) => void;
  more?: RowMore;
  /**
   * Tiles per row: the games wrap into rows of this many (spec 2 §2: the home page's RNG rows of 15), and a row
   * shorter than that ends with a "more" tile. Without it, one row.
   */
  rowSize?: number;
  /** The games are on their way: `pendingRows` rows of tile skeletons keep their place. */
  pending?: boolean;
  pendingRows?: number;
}

/** Skeleton tiles in a pending row without a size: more than a wide screen shows (the row scrolls sideways). */
const pendingTiles = 10;

/** Splits games into rows of `size` (one row without a size). */
const rowsOf = (games: readonly Game[], size: number | undefined): Game[][] => {
  if (!size) return [[...games]];
  const rows: Game[][] = [];
  for (let start = 0; start < games.length; start += size) rows.push(games.slice(start, start + size));
  return rows.length > 0 ? rows : [[]];
};

/** A titled block of game tiles (home: hot games, the RNG rows), with its "more" link and, when short, a "more" tile. */
export function GameRow({ title, games, onLaunch, more, rowSize, pending = false, pendingRows = 1 }: GameRowProps) {
  const intl = useIntl();
  const id = useId();
  const rows = pending ? Array.from({ length: pendingRows }, (): Game[] => []) : rowsOf(games, rowSize);
  return (
    <Section aria-labelledby={id} aria-busy={pending}>
      <RowTitle id={id} title={title} more={more} />
      {rows.map((row, rowIndex) => (
        <TileRow key={rowIndex} aria-label={intl.formatMessage(m.games, { title })}>
          {pending &&
            Array.from({ length: rowSize ?? pendingTiles }, (_, index) => (
              <li key={index} aria-hidden="true">
                <TileSkeleton />
              </li>
            ))}
          {row.map((game, index) => (
            <li key={`${String(game.nodeId)}-${index}`}>
              <Tile
                name={gameNameOf(game)}
                imageSrc={game.showIcon ?? game.iconUrl ?? undefined}
                onClick={() => onLaunch(game)}
              />
            </li>
          ))}
          {!pending && more && rowSize !== undefined && row.length < rowSize && (
            <li>
              <Tile name={intl.formatMessage(m.moreTile)} href={more.href} onClick={followWith(more)} />
            </li>
          )}
        </TileRow>
      ))}
    </Section>
  );
}

/** The game a vendor card stands for: its lobby (`isGame: "VASSALAGE"`) or the one game it launches. */
export function gameOfCard(card: VendorCard): Game {
  return {
    nodeId: card.nodeId ?? '',
    ...(card.gameId !== undefined && card.gameId !== null ? { gameId: card.gameId } : {}),
    vassalage: card.vassalage,
    ...(card.gameType ? { gameType: card.gameType } : {}),
    ...(card.isGame ? { isGame: card.isGame } : {}),
    ...(card.appNewWindow !== undefined && card.appNewWindow !== null ? { appNewWindow: card.appNewWindow } : {}),
    gameName: card.displayName ?? card.vassalage,
  };
}

export interface VendorRowProps {
  title: string;
  cards: readonly VendorCard[];
  /** A card was chosen: its lobby or its game, as `gameOfCard` gives it. */
  onChoose: (game: Game) => void;
  more?: RowMore;
}

/** A titled row of a lane's vendor cards (home: live, sports, lottery ...); a card opens its centre or its game. */
export function VendorRow({ title, cards, onChoose, more }: VendorRowProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <RowTitle id={id} title={title} more={more} />
      <TileRow aria-label={intl.formatMessage(m.vendors, { title })}>
        {cards.map((card) => (
          <li key={card.vassalage}>
            <Tile
              name={card.displayName ?? card.vassalage}
              imageSrc={card.lagerIcon ?? card.smallIcon ?? undefined}
              onClick={() => onChoose(gameOfCard(card))}
            />
          </li>
        ))}
      </TileRow>
    </Section>
  );
}
