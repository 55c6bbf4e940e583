import { ApiError, isApiClientError, refusalCode } from '@lobby/api-client';
import { errorCodes } from '@lobby/contract';
import { useIntl } from '@lobby/i18n/react';
import { useCallback } from 'react';
import { errorTextMessages as m } from './errorText.messages';

/** What to tell the agent about a failed load, in their language. */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      if (refusalCode(error) === errorCodes.agentOnly) return intl.formatMessage(m.agentOnly);
      if (!isApiClientError(error)) return intl.formatMessage(m.unexpected);
      if (error instanceof ApiError && error.isRateLimited) return intl.formatMessage(m.tooMany);
      switch (error.kind) {
        case 'network':
          return intl.formatMessage(m.network);
        case 'timeout':
          return intl.formatMessage(m.timeout);
        case 'session':
          return intl.formatMessage(m.session);
        case 'api':
          return (error.status ?? 0) >= 500 || !error.message ? intl.formatMessage(m.unexpected) : error.message;
        default:
          return intl.formatMessage(m.unexpected);
      }
    },
    [intl],
  );
}
