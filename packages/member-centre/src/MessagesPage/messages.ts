import type { ApiClient } from '@lobby/api-client';
import { errorCodes } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { refusalCode } from '../common/errors';
import { memberCentreKey } from '../common/pageProps';

/** Messages a page of the inbox shows. */
export const inboxPageSize = 10;

/** Every page of the member's inbox, for refreshing them all at once. */
export const inboxKey = (memberId: string) => memberCentreKey(memberId, 'inbox');

export const inboxQuery = (client: ApiClient, memberId: string, page: number) =>
  queryOptions({
    queryKey: [...inboxKey(memberId), 'page', page],
    queryFn: ({ signal }) => client.call('inbox', { page, size: inboxPageSize }, { signal }),
  });

/** One message with its thread; the platform marks it read as it answers. */
export const mailQuery = (client: ApiClient, memberId: string, mailId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'mail', mailId),
    queryFn: ({ signal }) => client.call('inboxMail', { mailId }, { signal }),
    // A message gone (deleted elsewhere) is an answer, not a fault to try again.
    retry: (count, error) => refusalCode(error) !== errorCodes.mailNotFound && count < 2,
  });

/**
 * The text of server HTML without showing it: parsed in a document of its own, which runs no script and loads no
 * image, for where the app gives no sanitising renderer.
 */
export function textOfHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
