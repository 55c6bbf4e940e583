import { ApiError, isApiClientError } from '@lobby/api-client';
import { useIntl } from '@lobby/i18n/react';
import { useCallback } from 'react';
import { errorTextMessages as m } from './errorText.messages';

/**
 * What to tell the player about a failed call, in their language: the platform's own message for a refusal it
 * explains (it answers in the request's language), the site's words for everything else.
 */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      if (!isApiClientError(error)) return intl.formatMessage(m.unexpected);
      if (error instanceof ApiError && error.isRateLimited) return intl.formatMessage(m.tooMany);
      switch (error.kind) {
        case 'network':
          return intl.formatMessage(m.network);
        case 'timeout':
          return intl.formatMessage(m.timeout);
        case 'session':
          return intl.formatMessage(m.session);
        case 'schema':
          return intl.formatMessage(m.unexpected);
        case 'api':
          return (error.status ?? 0) >= 500 || !error.message ? intl.formatMessage(m.unexpected) : error.message;
      }
    },
    [intl],
  );
}
