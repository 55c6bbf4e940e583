import { Button, FormAlert } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useErrorText } from '../errors/errorText';
import { useLogin, type LoginSuccess } from '../login/useLogin';
import { loginFormMessages as m } from './LoginForm.messages';
import { SmsCodeForm } from './SmsCodeForm';

/**
 * Mobile number and the code sent to it by SMS (spec 1 §4: no human check before the login itself). On the phone
 * provider's path the provider checks the code and the login carries its token (type `firebase`, channel `sms`).
 */
export function SmsLogin({ onSignedIn }: { onSignedIn: (result: LoginSuccess) => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const login = useLogin(onSignedIn);

  return (
    <SmsCodeForm
      labels={{ mobile: intl.formatMessage(m.mobile), code: intl.formatMessage(m.code) }}
      header={login.isError && <FormAlert>{errorText(login.error)}</FormAlert>}
      onSubmit={({ mobile, code }, proof) =>
        login.mutate(
          'firebaseIdToken' in proof
            ? {
                username: mobile,
                password: '',
                type: 'firebase',
                firebase: { channel: 'sms', idToken: proof.firebaseIdToken },
              }
            : { username: mobile, password: code, type: 'sms' },
        )
      }
    >
      <Button type="submit" fullWidth loading={login.isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </SmsCodeForm>
  );
}
