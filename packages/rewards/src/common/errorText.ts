import { ApiError, isApiClientError } from '@lobby/api-client';
import { errorCodes, rewardErrorCodes } from '@lobby/contract';
import { useIntl } from '@lobby/i18n/react';
import { useCallback } from 'react';
import { outcomeUnknown, refusalCode } from './claims';
import { errorTextMessages as m } from './errorText.messages';

const refusals: Partial<Record<string, keyof typeof m>> = {
  [rewardErrorCodes.promotionNotFound]: 'promotionNotFound',
  [rewardErrorCodes.promotionNotStarted]: 'promotionNotStarted',
  [rewardErrorCodes.promotionEnded]: 'promotionEnded',
  [rewardErrorCodes.promotionAlreadyJoined]: 'promotionAlreadyJoined',
  [rewardErrorCodes.promotionNotClaimable]: 'promotionNotClaimable',
  [rewardErrorCodes.rewardAlreadyClaimed]: 'rewardAlreadyClaimed',
  [rewardErrorCodes.ticketNotFound]: 'ticketNotFound',
  [rewardErrorCodes.ticketExpired]: 'ticketExpired',
  [rewardErrorCodes.ticketNotAvailable]: 'ticketNotAvailable',
  [errorCodes.validationFailed]: 'commentRefused',
  [errorCodes.functionNotAvailable]: 'notOffered',
};

/**
 * What to tell the member about a failed action, in their language: the site's words for the platform's refusals,
 * and for a claim (`moneyMoving`) whose outcome is unknown, that it is never paid twice.
 */
export function useErrorText(): (error: unknown, moneyMoving?: boolean) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown, moneyMoving = false) => {
      if (moneyMoving && outcomeUnknown(error)) return intl.formatMessage(m.unknownOutcome);
      const known = refusals[refusalCode(error) ?? ''];
      if (known) return intl.formatMessage(m[known]);
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
