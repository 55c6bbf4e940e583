import type { RegisterRules } from '@lobby/contract';
import { AlertDialog, Button, FormAlert, Tabs, TextField } from '@lobby/design-system';
import { useForm } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useFlag } from '@lobby/whitelabel/react';
import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { check, email, object, pipe, string } from 'valibot';
import { CountryCodePicker, type CountryChoice } from '../CountryCodePicker';
import { AccountDialog, Form, placeServerError, useTranslate } from '../formSupport';
import { useErrorText } from '../errors/errorText';
import { useAuthClient } from '../react/AuthProvider';
import {
  fieldSchema,
  mobileRule,
  passwordHint,
  passwordRule,
  registerRulesMessages,
  ruleFor,
  usernameRule,
} from '../registerRules';
import { tokenAtom } from '../session';
import { SmsCodeButton } from '../SmsCodeButton';
import { usePhoneCode } from '../identity/usePhoneCode';
import { forgotPasswordMessages as m } from './ForgotPassword.messages';

export interface ForgotPasswordFormProps {
  /** The merchant's rules: the user name, mobile number and new password follow them. */
  rules: RegisterRules;
  /** After the player read that the e-mail is on its way: close the popup. */
  onEmailSent: () => void;
  /** After a reset by phone, once logged in with the new password: go home. */
  onLoggedIn: () => void;
}

type Way = 'email' | 'mobile';

/**
 * Forgot password (spec 1 §2, §4, §5): by e-mail (user name and address; the platform mails the way back), and by
 * mobile number where CHNGPASSVERIF3 is on, then the default (SMS code and a new password, then logged in).
 */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const intl = useIntl();
  const byMobile = useFlag('CHNGPASSVERIF3');
  const [way, setWay] = useState<Way>(byMobile ? 'mobile' : 'email');
  const form = (chosen: Way) =>
    chosen === 'mobile' ? <ByMobile key="mobile" {...props} /> : <ByEmail key="email" {...props} />;
  if (!byMobile) return form('email');
  return (
    <Tabs
      label={intl.formatMessage(m.ways)}
      value={way}
      onValueChange={(next) => setWay(next as Way)}
      tabs={[
        { value: 'mobile', label: intl.formatMessage(m.byMobile) },
        { value: 'email', label: intl.formatMessage(m.byEmail) },
      ]}
    >
      {(chosen) => form(chosen as Way)}
    </Tabs>
  );
}

interface EmailValues {
  username: string;
  email: string;
}

function ByEmail({ rules, onEmailSent }: ForgotPasswordFormProps) {
  const intl = useIntl();
  const t = useTranslate();
  const errorText = useErrorText();
  const client = useAuthClient();
  const schema = useMemo(
    () =>
      object({
        username: usernameRule(rules, t),
        email: pipe(
          string(),
          check((value) => value !== '', t(registerRulesMessages.required)),
          email(t(m.invalidEmail)),
        ),
      }),
    [rules, t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ schema, defaultValues: { username: '', email: '' } });
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await client.call('resetPasswordByEmail', values);
      setSent(true);
    } catch (error) {
      setAlert(
        placeServerError(error, errorText(error), ['username', 'email'], (field, message) =>
          setError(field as keyof EmailValues, { message }),
        ),
      );
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      <TextField
        label={intl.formatMessage(m.username)}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={intl.formatMessage(m.email)}
        required
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" loading={isSubmitting}>
        {intl.formatMessage(m.sendLink)}
      </Button>
      <AlertDialog
        open={sent}
        onOpenChange={(open) => {
          if (!open) onEmailSent();
        }}
        title={intl.formatMessage(m.emailSentTitle)}
        message={intl.formatMessage(m.emailSent)}
        okLabel={intl.formatMessage(m.ok)}
      />
    </Form>
  );
}

interface MobileValues {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

function ByMobile({ rules, onLoggedIn }: ForgotPasswordFormProps) {
  const intl = useIntl();
  const t = useTranslate();
  const errorText = useErrorText();
  const client = useAuthClient();
  const setToken = useSetAtom(tokenAtom);
  const schema = useMemo(
    () =>
      object({
        mobileNum: mobileRule(rules, t),
        verificationCode: fieldSchema(ruleFor(rules, 'verificationCode'), true, t),
        newPassword: passwordRule(rules, t),
      }),
    [rules, t],
  );
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MobileValues>({
    schema,
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const [country, setCountry] = useState<CountryChoice | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // The reset call carries the platform's code only (contract §2.3): these codes come from the platform always.
  const phoneCode = usePhoneCode((target, human) => client.call('smsNoLogin', { ...target, ...human }), {
    provider: false,
  });

  const onSubmit = handleSubmit(async ({ mobileNum, verificationCode, newPassword }) => {
    setAlert(null);
    try {
      await client.call('resetPasswordBySms', { mobileNum, verificationCode, newPassword });
      // The platform's other clients log in with the new password right away (contract §2.3).
      const session = await client.call('login', { username: mobileNum, password: newPassword, type: '' });
      setToken(session.token);
      onLoggedIn();
    } catch (error) {
      setAlert(
        placeServerError(error, errorText(error), ['mobileNum', 'verificationCode', 'newPassword'], (field, message) =>
          setError(field as keyof MobileValues, { message }),
        ),
      );
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      <TextField
        label={intl.formatMessage(m.mobileNum)}
        required
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        prefix={<CountryCodePicker onChange={setCountry} />}
        error={errors.mobileNum?.message}
        {...register('mobileNum')}
      />
      <TextField
        label={intl.formatMessage(m.verificationCode)}
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        suffix={
          <SmsCodeButton
            validate={() => trigger('mobileNum', { shouldFocus: true })}
            target={() => ({ mobileNum: getValues('mobileNum'), countryDialingCode: country?.countryDialingCode })}
            phoneCode={phoneCode}
            disabled={country === null}
          />
        }
        error={errors.verificationCode?.message}
        {...register('verificationCode')}
      />
      <TextField
        label={intl.formatMessage(m.newPassword)}
        required
        type="password"
        autoComplete="new-password"
        showPasswordLabel={intl.formatMessage(m.showPassword)}
        hint={passwordHint(rules, t)}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" loading={isSubmitting}>
        {intl.formatMessage(m.resetAndLogIn)}
      </Button>
    </Form>
  );
}

export interface ForgotPasswordPopupProps extends ForgotPasswordFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The forgot-password popup: closes once the e-mail is on its way, or once a reset by phone has logged in. */
export function ForgotPasswordPopup({ open, onOpenChange, onEmailSent, onLoggedIn, rules }: ForgotPasswordPopupProps) {
  const intl = useIntl();
  return (
    <AccountDialog open={open} onOpenChange={onOpenChange} title={intl.formatMessage(m.title)}>
      {open && (
        <ForgotPasswordForm
          rules={rules}
          onEmailSent={() => {
            onOpenChange(false);
            onEmailSent();
          }}
          onLoggedIn={() => {
            onOpenChange(false);
            onLoggedIn();
          }}
        />
      )}
    </AccountDialog>
  );
}
