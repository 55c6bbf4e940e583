import { Button, Checkbox, FormAlert, TextField } from '@lobby/design-system';
import { Controller, useForm } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { CaptchaField } from '../CaptchaField';
import { useErrorText } from '../errors/errorText';
import { readRememberedUsername } from '../login/remembered';
import { headerCredentialsAtom } from '../session';
import { useLogin, type LoginAudience, type LoginSuccess } from '../login/useLogin';
import { loginFormMessages as m } from './LoginForm.messages';
import { LoginVerification } from './LoginVerification';
import { Form } from '../formSupport';
import { Row, TextButton } from './LoginForm.styles';
import { useLoginSchemaMessages } from './useLoginSchemaMessages';
import { usernameLoginSchema } from './loginSchemas';

interface UsernameLoginProps {
  onSignedIn: (result: LoginSuccess) => void;
  onForgotPassword?: (() => void) | undefined;
  audience: LoginAudience;
}

/**
 * User name and password; the image captcha joins once the platform asks for it, and a login from a new address
 * goes on through the second proof the platform asks for.
 */
export function UsernameLogin({ onSignedIn, onForgotPassword, audience }: UsernameLoginProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const messages = useLoginSchemaMessages();
  const login = useLogin(onSignedIn, audience);
  const [failures, setFailures] = useState(0);
  const remembered = useMemo(() => readRememberedUsername(), []);
  const schema = useMemo(() => usernameLoginSchema(messages, login.captchaRequired), [messages, login.captchaRequired]);
  const form = useForm({
    schema,
    defaultValues: { username: remembered ?? '', password: '', captcha: '', remember: remembered !== null },
  });
  const { errors } = form.formState;
  const [fromHeader, setFromHeader] = useAtom(headerCredentialsAtom);

  const submit = form.handleSubmit((values) =>
    login.mutate(
      { ...values, type: 'username' },
      {
        onError: () => {
          // A captcha answers one attempt: the next needs a new picture and a new answer.
          setFailures((count) => count + 1);
          form.resetField('captcha');
        },
      },
    ),
  );

  // The header's form typed these: fill them in, and log in when both are there (else the player completes them).
  useEffect(() => {
    if (!fromHeader || audience !== 'everyone') return;
    setFromHeader(null);
    form.setValue('username', fromHeader.username);
    form.setValue('password', fromHeader.password);
    if (fromHeader.username.trim() && fromHeader.password.trim()) void submit();
    else form.setFocus(fromHeader.username.trim() ? 'password' : 'username');
  }, [fromHeader, setFromHeader, audience, form, submit]);

  if (login.verification) {
    const { methods, submit: verify, cancel } = login.verification;
    const back = () => {
      cancel();
      form.resetField('password');
    };
    return <LoginVerification methods={methods} submit={verify} onBack={back} />;
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {login.isError && <FormAlert>{errorText(login.error)}</FormAlert>}
      <TextField
        label={intl.formatMessage(m.username)}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={intl.formatMessage(m.password)}
        type="password"
        required
        autoComplete="current-password"
        showPasswordLabel={intl.formatMessage(m.showPassword)}
        error={errors.password?.message}
        {...form.register('password')}
      />
      {login.captchaRequired && (
        <CaptchaField renewal={failures} error={errors.captcha?.message} {...form.register('captcha')} />
      )}
      <Row>
        <Controller
          control={form.control}
          name="remember"
          render={({ field }) => (
            <Checkbox
              label={intl.formatMessage(m.remember)}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              name={field.name}
            />
          )}
        />
        {onForgotPassword && (
          <TextButton type="button" onClick={onForgotPassword}>
            {intl.formatMessage(m.forgot)}
          </TextButton>
        )}
      </Row>
      <Button type="submit" fullWidth loading={login.isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}
