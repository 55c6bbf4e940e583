import { Button, FormAlert, Tabs, TextField } from '@lobby/design-system';
import { useForm } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { email, nonEmpty, object, pipe, regex, string, trim } from 'valibot';
import { useErrorText } from '../errors/errorText';
import { Form } from '../formSupport';
import type { LoginSuccess, VerificationMethod, VerificationProof } from '../login/useLogin';
import { TextButton } from './LoginForm.styles';
import { loginVerificationMessages as m } from './LoginVerification.messages';
import { SmsCodeForm } from './SmsCodeForm';

export interface LoginVerificationProps {
  methods: readonly VerificationMethod[];
  submit: UseMutationResult<LoginSuccess, Error, VerificationProof>;
  onBack: () => void;
}

const methodLabels = { E: m.byEmail, G: m.byAuthenticator, S: m.bySms, P: m.byPayeeName } as const;

/**
 * The second proof a login from a new address asks for (contract §2.1, LOGINIPVERF3): the account's e-mail, an
 * authenticator code, an SMS code to the account's number, or the account holder's name, as the platform offers
 * them; then the login goes on where it left off.
 */
export function LoginVerification({ methods, submit, onBack }: LoginVerificationProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const form = (method: VerificationMethod) => {
    const props = { submit, footer: <Footer loading={submit.isPending} onBack={onBack} /> };
    switch (method) {
      case 'E':
        return <TextProof key="E" method="E" {...props} />;
      case 'G':
        return <TextProof key="G" method="G" {...props} />;
      case 'P':
        return <TextProof key="P" method="P" {...props} />;
      case 'S':
        return <SmsProof {...props} />;
    }
  };
  return (
    <>
      <p>{intl.formatMessage(m.intro)}</p>
      {submit.isError && <FormAlert>{errorText(submit.error)}</FormAlert>}
      {methods.length === 1 ? (
        form(methods[0] ?? 'E')
      ) : (
        <Tabs
          label={intl.formatMessage(m.methods)}
          tabs={methods.map((method) => ({ value: method, label: intl.formatMessage(methodLabels[method]) }))}
        >
          {(method) => form(method as VerificationMethod)}
        </Tabs>
      )}
    </>
  );
}

function Footer({ loading, onBack }: { loading: boolean; onBack: () => void }) {
  const intl = useIntl();
  return (
    <>
      <Button type="submit" fullWidth loading={loading}>
        {intl.formatMessage(m.submit)}
      </Button>
      <TextButton type="button" onClick={onBack}>
        {intl.formatMessage(m.back)}
      </TextButton>
    </>
  );
}

interface ProofProps {
  submit: LoginVerificationProps['submit'];
  footer: ReactNode;
}

const textProofs = {
  E: { label: m.email, autoComplete: 'email', type: 'email' },
  G: { label: m.authCode, autoComplete: 'one-time-code', type: 'text' },
  P: { label: m.payeeName, autoComplete: 'name', type: 'text' },
} as const;

/** One typed answer: the e-mail, the authenticator's six digits or the holder's name. */
function TextProof({ method, submit, footer }: ProofProps & { method: 'E' | 'G' | 'P' }) {
  const intl = useIntl();
  const { label, autoComplete, type } = textProofs[method];
  const schema = useMemo(() => {
    const answer = {
      E: pipe(string(), trim(), email(intl.formatMessage(m.needEmail))),
      G: pipe(string(), trim(), regex(/^\d{6}$/, intl.formatMessage(m.needAuthCode))),
      P: pipe(string(), trim(), nonEmpty(intl.formatMessage(m.needPayeeName))),
    }[method];
    return object({ answer });
  }, [intl, method]);
  const form = useForm({ schema, defaultValues: { answer: '' } });
  const onSubmit = form.handleSubmit(({ answer }) =>
    submit.mutate(
      { E: { method, email: answer }, G: { method, authCode: answer }, P: { method, payeeName: answer } }[
        method
      ] as VerificationProof,
    ),
  );
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={intl.formatMessage(label)}
        required
        type={type}
        autoComplete={autoComplete}
        {...(method === 'G' ? { inputMode: 'numeric' as const } : {})}
        error={form.formState.errors.answer?.message}
        {...form.register('answer')}
      />
      {footer}
    </Form>
  );
}

/** The account's mobile number and the code sent to it (by the platform, or the brand's phone provider). */
function SmsProof({ submit, footer }: ProofProps) {
  const intl = useIntl();
  return (
    <SmsCodeForm
      labels={{ mobile: intl.formatMessage(m.mobile), code: intl.formatMessage(m.code) }}
      onSubmit={({ mobile, code }, proof) =>
        submit.mutate({
          method: 'S',
          mobileNum: mobile,
          verificationCode: code,
          ...('firebaseIdToken' in proof ? { firebaseIdToken: proof.firebaseIdToken } : {}),
        })
      }
    >
      {footer}
    </SmsCodeForm>
  );
}
