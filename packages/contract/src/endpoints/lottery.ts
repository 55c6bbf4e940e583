import { object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { lotteryGamesValue, vnLotteryMenuValue } from './lottery.values';
import { opaque, openQuery } from './primitives';

const prizeModeQuery = object({ prizeMode: optional(string()) });

/** Prize modes: LOTT, ZY, ELOTT, SEA. */
export const lotteryGameMenus = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  query: prizeModeQuery,
  value: lotteryGamesValue,
  encrypted: false,
  auth: 'optional',
  module: 'AGEANNOUNCE3',
});

export const lotteryRecentMenus = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game_menus/recent',
  query: prizeModeQuery,
  value: lotteryGamesValue,
  encrypted: false,
  auth: 'required',
  module: 'AGEANNOUNCE3',
});

/** VN lottery menus; the client tags their games `accountTypeName: "TCG_LOTTO_VN"`. */
export const vnLotteryMenus = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  query: object({ prizeMode: optional(string()), device: optional(string()) }),
  value: vnLotteryMenuValue,
  encrypted: false,
  auth: 'optional',
  module: 'AGEANNOUNCE3',
});

export const vnLotteryRecent = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  query: object({ prizeMode: optional(string()), device: optional(string()) }),
  value: lotteryGamesValue,
  encrypted: false,
  auth: 'required',
  module: 'AGEANNOUNCE3',
});

export const popularLottery = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/popular',
  query: prizeModeQuery,
  value: opaque,
  encrypted: false,
  auth: 'optional',
  module: 'AGEANNOUNCE3',
});

export const vnOpenedNumeros = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  query: openQuery,
  value: opaque,
  encrypted: false,
  auth: 'optional',
  module: 'AGEANNOUNCE3',
});

export const openedNumeros = defineEndpoint({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  query: openQuery,
  value: opaque,
  encrypted: false,
  auth: 'optional',
  module: 'AGEANNOUNCE3',
});
