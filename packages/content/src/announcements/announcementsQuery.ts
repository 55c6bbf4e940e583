import type { ApiClient } from '@lobby/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Every list the home page and the popups use, in one call as the platform's web client asks (contract §2.8). */
const allTypes = 'B,PL,PU,PR,H';

export interface AnnouncementsScope {
  /** Signed-in callers send their token, and may be answered differently. */
  signedIn: boolean;
  /** The site's language: the answer is written in it. */
  language: string;
}

/** The announcements call as every part of the site makes it. */
export const fetchAnnouncements = (client: ApiClient, signal?: AbortSignal) =>
  client.call('announcements', { types: allTypes, platform: 'W' }, signal ? { signal } : undefined);

/**
 * Banners, notices, popups, promotions and hot matches for the web, in the site's language. Fetched again when the
 * language changes or the visitor signs in or out; kept for five minutes otherwise.
 */
export function announcementsQuery(client: ApiClient, { signedIn, language }: AnnouncementsScope) {
  return queryOptions({
    queryKey: ['announcements', { signedIn, language }],
    queryFn: ({ signal }) => fetchAnnouncements(client, signal),
    staleTime: 5 * 60_000,
  });
}
