import { clientMessages, isApiClientError } from '@lobby/api-client';
import type { IntlShape } from '@lobby/i18n/react';
import { startupMessages } from './startup.messages';

/**
 * What a player reads about a failed call: the spec's network and time-out texts in their language, the server's
 * own message when it sent one, else the unknown-error text.
 */
export function errorText(intl: IntlShape, error: unknown): string {
  if (!isApiClientError(error)) return intl.formatMessage(startupMessages.network);
  switch (error.kind) {
    case 'network':
      return intl.formatMessage(startupMessages.network);
    case 'timeout':
      return intl.formatMessage(startupMessages.timeout);
    case 'schema':
      return intl.formatMessage(startupMessages.unknown);
    default:
      // The client's English stand-ins are replaced by the catalogue's; a server message is shown as sent.
      return Object.values(clientMessages).includes(error.message as never)
        ? intl.formatMessage(startupMessages.unknown)
        : error.message;
  }
}
