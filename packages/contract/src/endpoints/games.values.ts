import { array, check, looseObject, pipe, string, transform, unknown } from 'valibot';
import type { InferOutput } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';

// The vendor lanes are a start-up call, so the first paint carries this file whole
// (docs/decisions/0015-contract-on-demand.md).

/** A game as lists, hot games and favourites carry it (contract §4.1); `nodeId` is the favourite key. */
export const game = looseObject({
  nodeId: idLike,
  gameId: maybe(idLike),
  gameName: maybe(string()),
  nodeName: maybe(string()),
  displayName: maybe(string()),
  showIcon: maybe(string()),
  iconUrl: maybe(string()),
  defaultIcon: maybe(string()),
  lagerIcon: maybe(string()),
  vassalage: maybe(string()),
  gameType: maybe(string()),
  supportPlay: maybe(flagLike),
  freeplay: maybe(flagLike),
  gameCode: maybe(string()),
  isGame: maybe(string()),
  appNewWindow: maybe(flagLike),
  matchId: maybe(idLike),
  leagueId: maybe(idLike),
  roomId: maybe(idLike),
  platform: maybe(string()),
  minBet: maybe(numberLike),
  gameClassify: maybe(string()),
});
export type Game = InferOutput<typeof game>;

/** A vendor card of a lane (contract §4.2). `isGame: "VASSALAGE"` opens the vendor's game list. */
export const vendorCard = looseObject({
  vassalage: string(),
  displayName: maybe(string()),
  gameType: maybe(string()),
  accountTypeName: maybe(string()),
  accountTypeId: maybe(idLike),
  isGame: maybe(string()),
  appNewWindow: maybe(flagLike),
  freeplay: maybe(flagLike),
  maintenance: maybe(unknown()),
  gameId: maybe(idLike),
  nodeId: maybe(idLike),
  smallIcon: maybe(string()),
  lagerIcon: maybe(string()),
  mobileLargeIcon: maybe(string()),
  mobileSmallIcon: maybe(string()),
  gameCount: maybe(numberLike),
  isNew: maybe(flagLike),
  isHot: maybe(flagLike),
});
export type VendorCard = InferOutput<typeof vendorCard>;

export const gameClassify = looseObject({
  key: maybe(string()),
  displayName: maybe(string()),
  gameCount: maybe(numberLike),
  sort: maybe(numberLike),
  vendors: maybe(array(string())),
});

export const vendorLane = looseObject({
  title: string(),
  cards: array(vendorCard),
  gameClassify: maybe(array(gameClassify)),
});
export type VendorLane = InferOutput<typeof vendorLane>;

export const gameVendorsValue = looseObject({ data: looseObject({ lanes: array(vendorLane) }) });

export const gameListValue = looseObject({
  games: array(game),
  totalPages: numberLike,
  totalCount: maybe(numberLike),
  pageNum: maybe(numberLike),
});

export const hotGamesValue = looseObject({ list: array(game) });

/** Favourite node ids, compared as strings by the original: normalised to strings here. */
export const favouriteIdsValue = pipe(
  array(idLike),
  transform((ids) => ids.map(String)),
);

export const favouriteListValue = looseObject({
  content: array(game),
  pageNum: maybe(numberLike),
  totalPages: numberLike,
});

/** The RNG lobby reads `.list` and another page `.content`: either may carry the games. */
export const recentGamesValue = looseObject({
  list: maybe(array(game)),
  content: maybe(array(game)),
  totalPages: maybe(numberLike),
});

/** Launches answer `content.game_url` (or `game_url2`); lottery launches answer `gameUrl`. One of them must be there. */
export const launchValue = pipe(
  looseObject({
    content: maybe(looseObject({ game_url: maybe(string()), game_url2: maybe(string()) })),
    gameUrl: maybe(string()),
  }),
  check(
    (value) => Boolean(value.content?.game_url || value.content?.game_url2 || value.gameUrl),
    'A launch answer carries a game URL',
  ),
);
export type LaunchValue = InferOutput<typeof launchValue>;

export const winnerBoardValue = looseObject({
  list: array(
    looseObject({
      vo: looseObject({
        recordId: maybe(idLike),
        customerName: maybe(string()),
        winAmount: numberLike,
        gameName: maybe(string()),
        gameId: maybe(idLike),
        nodeId: maybe(idLike),
        vendor: maybe(string()),
        iconUrl: maybe(string()),
      }),
    }),
  ),
});

/** One win of the winner board (`value.list[].vo`). */
export type WinnerRecord = InferOutput<typeof winnerBoardValue>['list'][number]['vo'];

/** A PVP (poker) room of `GLS2_roomList`; it starts with `launchGame` GLS, `gameId` = `roomId`. */
export const pokerRoom = looseObject({
  roomId: idLike,
  roomName: maybe(string()),
  vassalage: maybe(string()),
  gameName: maybe(string()),
  minBet: maybe(numberLike),
  maxBet: maybe(numberLike),
  players: maybe(numberLike),
  seats: maybe(numberLike),
  iconUrl: maybe(string()),
});
export type PokerRoom = InferOutput<typeof pokerRoom>;

export const pokerRoomsValue = looseObject({ list: array(pokerRoom) });

/**
 * A sports hot match (spec 2 §3) of `GCSGAME_getGameMatchV2`; its bet button starts the vendor's sportsbook at the
 * match (`launchGame` GLS with `nodeId`, `matchId`, `leagueId`; FB through `GCS_gameLaunchFB`).
 */
export const hotMatch = looseObject({
  matchId: maybe(idLike),
  leagueId: maybe(idLike),
  homeTeam: string(),
  awayTeam: string(),
  homeTeamImageUrl: maybe(string()),
  awayTeamImageUrl: maybe(string()),
  title: maybe(string()),
  /** Kick-off, epoch milliseconds. */
  matchTime: numberLike,
  vassalage: maybe(string()),
  nodeId: maybe(idLike),
});
export type HotMatch = InferOutput<typeof hotMatch>;

export const hotMatchesValue = array(hotMatch);
