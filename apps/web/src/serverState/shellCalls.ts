import { ApiError, type ApiClient } from '@lobby/api-client';
import type { SystemStatusValue, ValueOf, VendorLane } from '@lobby/contract';
import { fetchAnnouncements, type AnnouncementsScope } from '@lobby/content';
import type { ShellBrand } from '../context/ShellContext';
import { readCachedLanes, writeCachedLanes } from '../navigation/laneCache';
import { readCachedStatus, writeCachedStatus } from '../startup/statusCache';
import { startupCall, startupCallsBy, type StartupCall } from './startupCall';

export type Announcements = ValueOf<'announcements'>;

/** The calls the first paint reads, one set per shell. */
export interface ShellCalls {
  /**
   * `GET /wps/system/status`, the first call of every start-up. A copy kept earlier in this tab is shown at once and
   * checked again ("cached in session storage until refresh"); each fresh answer replaces the copy.
   */
  status: StartupCall<SystemStatusValue>;
  /** Banners, notices, popups, promotions and hot matches for the web, per sign-in and language (contract §2.8). */
  announcements: (scope: AnnouncementsScope) => StartupCall<Announcements>;
  /**
   * The vendor lanes (`GCSGAME_newGameVendor`) per language, kept in session storage. A platform without the call
   * (404) gives no lanes: the navigation then shows no category items, never an error.
   */
  vendorLanes: (language: string) => StartupCall<readonly VendorLane[]>;
}

export function shellCalls(client: ApiClient, brand: Pick<ShellBrand, 'merchantCode'>): ShellCalls {
  return {
    status: startupCall(
      async () => {
        const host = typeof location === 'undefined' ? undefined : location.hostname;
        const value = await client.call('systemStatus', host ? { host } : {});
        writeCachedStatus(value);
        return value;
      },
      () => {
        // The kept copy counts as old: every start-up asks the platform again.
        const copy = readCachedStatus();
        return copy && { data: copy, at: 0 };
      },
    ),
    announcements: startupCallsBy(
      ({ signedIn, language }) => `${signedIn}:${language}`,
      () => startupCall(() => fetchAnnouncements(client)),
    ),
    vendorLanes: startupCallsBy(
      (language) => language,
      (language) =>
        startupCall(
          async () => {
            try {
              const value = await client.call('gameVendors', {
                merchantCode: brand.merchantCode,
                platform: 'html5-desktop',
                language,
              });
              writeCachedLanes(language, value.data.lanes);
              return value.data.lanes;
            } catch (error) {
              if (error instanceof ApiError && error.status === 404) return [];
              throw error;
            }
          },
          () => readCachedLanes(language),
        ),
    ),
  };
}
