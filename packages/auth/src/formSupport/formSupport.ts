import { ApiError } from '@lobby/api-client';
import { useIntl } from '@lobby/i18n/react';
import { useCallback } from 'react';
import type { Translate } from '../registerRules';

/** The current language's formatter in the shape the rule schemas take. */
export function useTranslate(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((message, values) => intl.formatMessage(message, values), [intl]);
}

/** The field a platform refusal names (`value.field`, as in `validation_failed`), if any. */
export function serverField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const { value } = error;
  if (typeof value !== 'object' || value === null || !('field' in value)) return null;
  return typeof value.field === 'string' ? value.field : null;
}

/**
 * Where a failed call's message (worded by `useErrorText`) goes: next to the field it names when the form shows that
 * field (`onField` is called), otherwise returned for the form's alert.
 */
export function placeServerError(
  error: unknown,
  message: string,
  shownFields: readonly string[],
  onField: (field: string, message: string) => void,
): string | null {
  const field = serverField(error);
  if (field !== null && shownFields.includes(field)) {
    onField(field, message);
    return null;
  }
  return message;
}
