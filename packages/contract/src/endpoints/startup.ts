// The calls a first visit to `/` makes (status, member, vendor lanes, popups, unread count): apart, so an app can
// hold these few definitions from the start and load the rest of the table when first needed.

import { object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { announcementsValue } from './content.values';
import { gameVendorsValue } from './games.values';
import { memberInfoValue } from './member.values';
import { numberLike } from './primitives';
import { systemStatusValue } from './system.values';

/** Start-up: nothing renders until this answers. `host` is the page's host name (the spec's "permissions send the host"). */
export const systemStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  query: object({ host: optional(string()) }),
  value: systemStatusValue,
  encrypted: false,
  auth: 'none',
  module: 'COMM3',
});

export const memberInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  value: memberInfoValue,
  encrypted: false,
  auth: 'optional',
  module: 'COMM3',
});

export const unreadCount = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  relay: 'CSP_unreadCount',
  value: numberLike,
  encrypted: false,
  auth: 'required',
  module: 'INBOX3',
});

/** Vendor lanes: desktop sends `{merchantCode, platform: 'html5-desktop'}`, mobile `{merchant, platform: 'html5', clientType: 2, language}`. */
export const gameVendors = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  relay: 'GCSGAME_newGameVendor',
  query: object({
    merchantCode: optional(string()),
    merchant: optional(string()),
    platform: optional(string()),
    clientType: optional(numberLike),
    language: optional(string()),
  }),
  value: gameVendorsValue,
  encrypted: false,
  auth: 'optional',
});

/**
 * Banners, notices, popups, promotions and hot matches in one call: `types` "B,PL,PU,PR,H", `platform` "W" (web),
 * `execution` "B" before login (older builds). Post-login popups ask `{types: "PU", platform: "W"}`.
 */
export const announcements = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  relay: 'MCSFE_getListAnnouncements',
  query: object({ types: string(), platform: string(), execution: optional(string()) }),
  value: announcementsValue,
  encrypted: false,
  auth: 'optional',
  module: 'COMM3',
});
