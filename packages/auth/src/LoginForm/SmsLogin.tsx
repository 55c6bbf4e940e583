import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, TextField } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CountryCodePicker, type CountryChoice } from '../CountryCodePicker';
import { useErrorText } from '../errors/errorText';
import { Form, FormAlert } from '../formSupport';
import { usePhoneCode } from '../identity/usePhoneCode';
import { useLogin, type LoginSuccess } from '../login/useLogin';
import { useAuthClient } from '../react/AuthProvider';
import { SmsCodeButton } from '../SmsCodeButton';
import { loginFormMessages as m } from './LoginForm.messages';
import { CodeRow } from './LoginForm.styles';
import { smsLoginSchema } from './loginSchemas';
import { useLoginSchemaMessages } from './useLoginSchemaMessages';

/**
 * Mobile number and the code sent to it by SMS (spec 1 §4: no human check before the login itself). On the phone
 * provider's path the provider checks the code and the login carries its token (type `firebase`, channel `sms`).
 */
export function SmsLogin({ onSignedIn }: { onSignedIn: (result: LoginSuccess) => void }) {
  const intl = useIntl();
  const client = useAuthClient();
  const errorText = useErrorText();
  const messages = useLoginSchemaMessages();
  const login = useLogin(onSignedIn);
  const [country, setCountry] = useState<CountryChoice | null>(null);
  const schema = useMemo(() => smsLoginSchema(messages), [messages]);
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { mobile: '', code: '' } });
  const { errors } = form.formState;

  const phoneCode = usePhoneCode((target, human) => client.call('smsNoLogin', { ...target, ...human }));

  const submit = form.handleSubmit(async ({ mobile, code }) => {
    if (!phoneCode.viaProvider) return login.mutate({ username: mobile, password: code, type: 'sms' });
    try {
      const proof = await phoneCode.proof(code);
      if ('firebaseIdToken' in proof) {
        const firebase = { channel: 'sms', idToken: proof.firebaseIdToken } as const;
        login.mutate({ username: mobile, password: '', type: 'firebase', firebase });
      }
    } catch (error) {
      form.setError('code', { type: 'provider', message: errorText(error) }, { shouldFocus: true });
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {login.isError && <FormAlert role="alert">{errorText(login.error)}</FormAlert>}
      <TextField
        label={intl.formatMessage(m.mobile)}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={<CountryCodePicker onChange={setCountry} />}
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <CodeRow>
        <TextField
          label={intl.formatMessage(m.code)}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SmsCodeButton
          validate={() => form.trigger('mobile', { shouldFocus: true })}
          target={() => ({
            mobileNum: form.getValues('mobile').trim(),
            countryDialingCode: country?.countryDialingCode,
          })}
          phoneCode={phoneCode}
        />
      </CodeRow>
      <Button type="submit" fullWidth loading={login.isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}
