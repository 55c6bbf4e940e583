import { useIntl } from '@lobby/i18n/react';
import { useMemo } from 'react';
import { loginFormMessages as m } from './LoginForm.messages';
import type { LoginSchemaMessages } from './loginSchemas';

/** The validation messages of the login schemas in the current language. */
export function useLoginSchemaMessages(): LoginSchemaMessages {
  const intl = useIntl();
  return useMemo(
    () => ({
      needCredentials: intl.formatMessage(m.needCredentials),
      needMobile: intl.formatMessage(m.needMobile),
      needCode: intl.formatMessage(m.needCode),
      needCaptcha: intl.formatMessage(m.needCaptcha),
    }),
    [intl],
  );
}
