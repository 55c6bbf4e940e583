import { literal, object, optional, picklist, record, string, unknown, variant, looseObject } from 'valibot';
import { defineEndpoint } from '../endpoint';
import {
  favouriteIdsValue,
  favouriteListValue,
  gameListValue,
  hotGamesValue,
  hotMatchesValue,
  launchValue,
  pokerRoomsValue,
  recentGamesValue,
  winnerBoardValue,
} from './games.values';
import { acknowledgement, idLike, maybe, numberLike } from './primitives';

// Called on start-up: defined with the other start-up calls.
export { gameVendors } from './startup';

/** Vendor codes per game type; `value.content` maps gameType -> {vendorCode: [...]}. */
export const vassGameType = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  relay: 'GCSGAME_getVassGameType',
  query: object({ merchantCode: optional(string()) }),
  value: looseObject({ content: maybe(record(string(), unknown())) }),
  encrypted: false,
  auth: 'optional',
  module: 'COMM3',
});

/** Paged games of a type and vendor; `vassalage` may list vendors comma-separated ("SPB,SS"). */
export const gameList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  relay: 'GCSGAME_gameList',
  query: object({
    clientType: optional(numberLike),
    platform: optional(string()),
    merchant: optional(string()),
    gameType: optional(string()),
    vassalage: optional(string()),
    pageNo: numberLike,
    pageSize: numberLike,
    gameClassify: optional(string()),
    gameName: optional(string()),
    minBet: optional(numberLike),
    minLineNum: optional(numberLike),
    language: optional(string()),
  }),
  value: gameListValue,
  encrypted: false,
  auth: 'optional',
  module: 'GAMELO3',
});

export const hotGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  relay: 'GCSGAME_hotGamesV2',
  query: object({
    merchantCode: optional(string()),
    isPlatform: optional(numberLike),
    vassalage: optional(string()),
    platform: optional(string()),
    language: optional(string()),
  }),
  value: hotGamesValue,
  encrypted: false,
  auth: 'none',
  module: 'GAMELOHOT3',
});

export const favouriteIds = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  relay: 'MCSFE_getFavoriteGames',
  value: favouriteIdsValue,
  encrypted: false,
  auth: 'required',
  module: 'GAMELOFAV3',
});

export const favouriteList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  relay: 'MCSFE_getFavoriteGamesList',
  query: object({
    clientType: optional(numberLike),
    platform: optional(string()),
    language: optional(string()),
    token: optional(string()),
    pageNo: numberLike,
    pageSize: numberLike,
    gameType: optional(string()),
    vendor: optional(string()),
  }),
  value: favouriteListValue,
  encrypted: false,
  auth: 'required',
  module: 'GAMELOFAV3',
});

/** `vendor` is the game's `vassalage`. */
const favouriteBody = object({ nodeId: idLike, vendor: string(), gameType: string() });

export const addFavourite = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  relay: 'MCSFE_addFavoriteGameV2',
  body: favouriteBody,
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
  module: 'GAMELOFAV3',
});

/** A DELETE with a JSON body, as the original sends it. */
export const removeFavourite = defineEndpoint({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  relay: 'MCSFE_removeFavoriteGameV2',
  body: favouriteBody,
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
  module: 'GAMELOFAV3',
});

export const recentGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  relay: 'GCS_recentGame',
  query: object({
    clientType: optional(numberLike),
    gameType: optional(string()),
    language: optional(string()),
    pageNo: numberLike,
    pageSize: numberLike,
    vassalage: optional(string()),
    token: optional(string()),
  }),
  value: recentGamesValue,
  encrypted: false,
  auth: 'required',
  module: 'GAMELOREC3',
});

/** Real-money launch of a game or a PVP room (`gameId` = room id). Without `launchMode` the platform answers #727. */
const gameLaunchQuery = object({
  launchMode: literal('GLS'),
  gameId: optional(idLike),
  nodeId: optional(idLike),
  matchId: optional(idLike),
  leagueId: optional(idLike),
  /** 1 real, 0 free. */
  accountType: optional(numberLike),
  confirmTrans: optional(numberLike),
  vassalage: optional(string()),
  platform: optional(string()),
  clientType: optional(numberLike),
  language: optional(string()),
  token: optional(string()),
  merchantCode: optional(string()),
});

/** Lottery lobby or betting page. */
const lotteryLaunchQuery = object({
  launchMode: literal('LOTT'),
  lottoMode: optional(string()),
  lottoPrizeMode: optional(string()),
  lottoGameCode: optional(string()),
  lottoView: optional(picklist(['betting', 'lobby'])),
  lottoArea: optional(string()),
  device: optional(string()),
  backUrl: optional(string()),
  language: optional(string()),
});

export const launchGame = defineEndpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  query: variant('launchMode', [gameLaunchQuery, lotteryLaunchQuery]),
  value: launchValue,
  encrypted: false,
  auth: 'required',
  module: 'GAMELO3',
});

/** Free trial of a game whose `freeplay` is 1. */
export const trialLaunch = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_gameTrialLaunch',
  relay: 'GCS_gameTrialLaunch',
  query: object({ nodeId: idLike, gameId: idLike, platform: string(), language: optional(string()) }),
  value: launchValue,
  encrypted: false,
  auth: 'none',
});

/** Vendor FB sports (`/fbSports`). */
export const fbSportsLaunch = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  relay: 'GCS_gameLaunchFB',
  query: object({
    platform: optional(string()),
    language: optional(string()),
    matchId: optional(idLike),
    leagueId: optional(idLike),
  }),
  value: launchValue,
  encrypted: false,
  auth: 'none',
});

export const pokerRooms = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  relay: 'GLS2_roomList',
  query: object({ vassalage: optional(string()), language: optional(string()) }),
  value: pokerRoomsValue,
  encrypted: false,
  auth: 'optional',
});

export const sportsHotMatches = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getGameMatchV2',
  relay: 'GCSGAME_getGameMatchV2',
  query: object({ language: optional(string()) }),
  value: hotMatchesValue,
  encrypted: false,
  auth: 'optional',
});

/** Desktop sends the member's id in a `CustomerId` header (call option) and `Language` `zh_CN` for CN. */
export const winnerBoard = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  relay: 'ODSFE2_getWinnerBoard',
  query: object({
    gameCategory: optional(string()),
    language: optional(string()),
    limitNum: optional(numberLike),
  }),
  value: winnerBoardValue,
  encrypted: false,
  auth: 'none',
  module: 'COMM3',
});

export const jackpot = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/VIS_getJackpot',
  relay: 'VIS_getJackpot',
  value: numberLike,
  encrypted: false,
  auth: 'optional',
  module: 'COMM3',
});
