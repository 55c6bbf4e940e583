import { valibotResolver } from '@hookform/resolvers/valibot';
import { AlertDialog, Button, SendCodeButton, TextField } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { safeParse } from 'valibot';
import { useErrorText } from '../errors/errorText';
import { useHumanCheck } from '../humanCheck';
import { useLogin, type LoginSuccess } from '../login/useLogin';
import { useAuthClient } from '../react/AuthProvider';
import { countdownMessages, loginFormMessages as m } from './LoginForm.messages';
import { CodeRow, Dialing, Form, FormAlert } from './LoginForm.styles';
import { mobileSchema, smsLoginSchema } from './loginSchemas';
import { useLoginSchemaMessages } from './useLoginSchemaMessages';

/** Seconds before another code may be asked for: a minute per minute of the code's life (spec 1 §9). */
export const resendSeconds = (expiredMinutes: unknown): number => {
  const minutes = Number(expiredMinutes);
  return 60 * (Number.isFinite(minutes) && minutes > 0 ? minutes : 1);
};

/** Mobile number and the code sent to it by SMS (spec 1 §4: no human check before the login itself). */
export function SmsLogin({ onSignedIn }: { onSignedIn: (result: LoginSuccess) => void }) {
  const intl = useIntl();
  const client = useAuthClient();
  const errorText = useErrorText();
  const humanCheck = useHumanCheck();
  const messages = useLoginSchemaMessages();
  const login = useLogin(onSignedIn);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const country = useQuery({
    queryKey: ['countryList'],
    queryFn: ({ signal }) => client.call('countryList', undefined, { signal }),
    staleTime: Infinity,
  });
  const dialingCode = country.data ? String(country.data.countryDialingCode) : undefined;
  const schema = useMemo(() => smsLoginSchema(messages), [messages]);
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { mobile: '', code: '' } });
  const { errors } = form.formState;

  const sendCode = async () => {
    // The number is checked before anything is sent (spec 1 §5).
    if (!(await form.trigger('mobile'))) throw new Error('invalid mobile number');
    const mobile = safeParse(mobileSchema(messages), form.getValues('mobile'));
    if (!mobile.success) throw new Error('invalid mobile number');
    const check = await humanCheck('sms');
    if (check.status === 'cancelled') throw new Error('human check cancelled');
    try {
      const value = await client.call('smsNoLogin', {
        mobileNum: mobile.output,
        ...(dialingCode ? { countryDialingCode: dialingCode } : {}),
        ...check.fields,
      });
      return { seconds: resendSeconds(value?.expiredMinutes) };
    } catch (error) {
      setSendFailure(errorText(error));
      throw error;
    }
  };

  const submit = form.handleSubmit(({ mobile, code }) =>
    login.mutate({ username: mobile, password: code, type: 'sms' }),
  );

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {login.isError && <FormAlert role="alert">{errorText(login.error)}</FormAlert>}
      <TextField
        label={intl.formatMessage(m.mobile)}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={dialingCode ? <Dialing dir="ltr">+{dialingCode}</Dialing> : undefined}
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
        <SendCodeButton
          variant="secondary"
          onSend={sendCode}
          labels={{
            send: intl.formatMessage(m.sendCode),
            resend: intl.formatMessage(m.resendCode),
            countdown: (seconds) => intl.formatMessage(countdownMessages.resendIn, { seconds }),
          }}
        />
      </CodeRow>
      <Button type="submit" fullWidth loading={login.isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
      <AlertDialog
        open={sendFailure !== null}
        onOpenChange={(open) => {
          if (!open) setSendFailure(null);
        }}
        kind="warning"
        title={intl.formatMessage(m.smsFailedTitle)}
        message={sendFailure ?? ''}
        okLabel={intl.formatMessage(m.ok)}
      />
    </Form>
  );
}
