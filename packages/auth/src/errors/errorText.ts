import { ApiError, isApiClientError } from '@lobby/api-client';
import { errorCodes } from '@lobby/contract';
import { useIntl } from '@lobby/i18n/react';
import { useCallback } from 'react';
import { HumanCheckCancelled } from '../humanCheck/humanCheck';
import { IdentityError } from '../identity/identity';
import { identityMessages } from '../identity/identity.messages';
import { LoginRefusedError } from '../login/LoginRefusedError';
import { errorTextMessages as m } from './errorText.messages';

/**
 * What to tell the player about a failed call, in their language: the platform's own message for a refusal it
 * explains (it answers in the `Language` of the request), the site's words for everything else, the identity
 * provider's refusals included.
 */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      if (error instanceof LoginRefusedError) {
        return intl.formatMessage(error.reason === 'notMember' ? m.notMember : m.notAgent);
      }
      if (error instanceof HumanCheckCancelled) return intl.formatMessage(m.verificationFirst);
      if (error instanceof IdentityError) return intl.formatMessage(identityMessages[error.code]);
      if (!isApiClientError(error)) return intl.formatMessage(m.unexpected);
      if (error instanceof ApiError && error.errorCode === errorCodes.selfExcluded) {
        const until = exclusionEnd(error);
        return until === undefined
          ? intl.formatMessage(m.selfExcludedNoEnd)
          : intl.formatMessage(m.selfExcluded, {
              until: intl.formatDate(until, { dateStyle: 'medium', timeStyle: 'short' }),
            });
      }
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
          return error.message || intl.formatMessage(m.unexpected);
      }
    },
    [intl],
  );
}

/**
 * When a time-out or self-exclusion the member chose ends (`self_excluded`: `value.data.until`, epoch ms), or
 * undefined when the refusal does not say.
 */
export function exclusionEnd(error: ApiError): number | undefined {
  const { value } = error;
  if (typeof value !== 'object' || value === null) return undefined;
  const data = (value as { data?: unknown }).data;
  const until = Number(typeof data === 'object' && data !== null ? (data as { until?: unknown }).until : undefined);
  return Number.isFinite(until) && until > 0 ? until : undefined;
}

/** Whether a refused login asks for the image captcha from now on (contract §2.1: `value.captcha`). */
export function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { value } = error;
  return typeof value === 'object' && value !== null && 'captcha' in value && Boolean(value.captcha);
}
