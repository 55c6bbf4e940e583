import { ApiError, clientMessages, isApiClientError } from '@lobby/api-client';
import { errorCodes } from '@lobby/contract';
import type { IntlShape } from '@lobby/i18n/react';
import { startupMessages } from './startup.messages';

/**
 * What a player reads about a failed call: the spec's network, time-out and invalid-address texts in their language,
 * the server's own message when it sent one, else the unknown-error text.
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
    case 'api':
      // The platform serves no site at this address (spec 1 §8).
      if (error instanceof ApiError && error.errorCode === errorCodes.domainNotAvailable)
        return intl.formatMessage(startupMessages.invalidUrl);
      return fromServer(intl, error.message);
    default:
      return fromServer(intl, error.message);
  }
}

/** A server message as sent; the client's English stand-ins are replaced by the catalogue's unknown-error text. */
function fromServer(intl: IntlShape, message: string): string {
  return Object.values(clientMessages).includes(message as never)
    ? intl.formatMessage(startupMessages.unknown)
    : message;
}
