import { ApiError, type ApiClient } from '@lobby/api-client';
import type { RegisterRules } from '@lobby/contract';
import { AlertDialog, Button, Checkbox, FormAlert, Tabs, TextField } from '@lobby/design-system';
import { Controller, useForm } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useFlag } from '@lobby/whitelabel/react';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useMemo, useState, type InputHTMLAttributes } from 'react';
import { errorCodes } from '@lobby/contract';
import { literal, maxLength, pipe, string, trim } from 'valibot';
import { CountryCodePicker, type CountryChoice } from '../CountryCodePicker';
import { Form, placeServerError, useTranslate } from '../formSupport';
import { HumanCheckCancelled, useHumanCheck } from '../humanCheck';
import { useErrorText } from '../errors/errorText';
import { usePhoneCode, type PhoneProof } from '../identity/usePhoneCode';
import { useAuthClient } from '../react/AuthProvider';
import {
  passwordHint,
  registerFields,
  registerSchema,
  ruleFor,
  type RegisterFieldName,
  type RegisterValues,
  type RegisterVariant,
} from '../registerRules';
import { tokenAtom } from '../session';
import { SmsCodeButton } from '../SmsCodeButton';
import { CaptchaImage } from '../CaptchaField';
import { forgetRegistrationCodes, registrationCodes } from '../registrationCodes';
import { registerFormMessages as m } from './RegisterForm.messages';
import { Actions, LinkButton, Links } from './RegisterForm.styles';

/** Where the form is opened from: the address is sent as `registerUrl`, the host as `domain`. */
export interface RegisterPageAddress {
  href: string;
  hostname: string;
  search: string;
}

export interface RegisterFormProps {
  /** The merchant's registration rules (`status.info.register`, or `registerSettings`). */
  rules: RegisterRules;
  /** The brand's age of consent for the confirmation checkbox: 18 unless the brand says 21. */
  ageOfConsent?: number;
  /** After a successful registration, once the session token is stored: close the popup, go home. */
  onRegistered: () => void;
  onLogin?: () => void;
  onHome?: () => void;
  onCustomerService?: () => void;
  /** The page's address; `window.location` by default. */
  page?: RegisterPageAddress;
}

type FormValues = RegisterValues & { ageConsent: boolean; referralCode?: string };

/** Whether the platform knows an invitation code: `success: false` says no, anything else is a failure. */
async function invitationValid(client: ApiClient, code: string, domain: string): Promise<boolean> {
  try {
    await client.call('affiliateCheck', { code, domain });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

const inputProps: Partial<Record<RegisterFieldName, InputHTMLAttributes<HTMLInputElement>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  captcha: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
};

/**
 * Registration (spec 1 §2, §4, §5): by user name and by mobile number, each where the merchant's switches allow it
 * (by mobile first when both do). The fields, their requirements and messages come from the merchant's rules. A
 * successful registration logs in: the token is stored and `onRegistered` closes and goes home.
 */
export function RegisterForm(props: RegisterFormProps) {
  const intl = useIntl();
  const client = useAuthClient();
  const byUsername = useFlag('USERNAMEREG3');
  const byMobile = useFlag('MOBILENUMREG3');
  // A merchant with neither switch still gets the form the platform always had: by user name.
  const variants: RegisterVariant[] = [
    ...(byUsername || !byMobile ? (['username'] as const) : []),
    ...(byMobile ? (['mobile'] as const) : []),
  ];
  const [variant, setVariant] = useState<RegisterVariant>(byMobile ? 'mobile' : 'username');

  const page = props.page ?? window.location;
  const codes = registrationCodes(page.search);
  const urlInvitation = useQuery({
    queryKey: ['affiliateCheck', codes.affiliateCode, page.hostname],
    queryFn: () => invitationValid(client, codes.affiliateCode, page.hostname),
    enabled: codes.affiliateCode !== '',
    staleTime: Infinity,
  });
  const invitation: Invitation = {
    fromUrl: codes.affiliateCode,
    // While the address's code is being checked the field stays hidden, so it does not flash in and out.
    urlValid: codes.affiliateCode !== '' && urlInvitation.data !== false && !urlInvitation.isError,
  };

  const form = (chosen: RegisterVariant) => (
    <VariantForm key={chosen} {...props} page={page} variant={chosen} invitation={invitation} codes={codes} />
  );
  if (variants.length === 1) return form(variants[0] ?? 'username');
  return (
    <Tabs
      label={intl.formatMessage(m.ways)}
      value={variant}
      onValueChange={(next) => setVariant(next as RegisterVariant)}
      tabs={variants.map((value) => ({
        value,
        label: intl.formatMessage(value === 'mobile' ? m.byMobile : m.byUsername),
      }))}
    >
      {(chosen) => form(chosen as RegisterVariant)}
    </Tabs>
  );
}

interface Invitation {
  /** The code in the address, if any. */
  fromUrl: string;
  /** The address's code is valid (or still being checked): it is sent and the field is hidden. */
  urlValid: boolean;
}

interface VariantFormProps extends RegisterFormProps {
  variant: RegisterVariant;
  page: RegisterPageAddress;
  invitation: Invitation;
  codes: { referralCode: string };
}

function VariantForm({
  variant,
  rules,
  ageOfConsent = 18,
  onRegistered,
  onLogin,
  onHome,
  onCustomerService,
  page,
  invitation,
  codes,
}: VariantFormProps) {
  const intl = useIntl();
  const t = useTranslate();
  const errorText = useErrorText();
  const client = useAuthClient();
  const humanCheck = useHumanCheck();
  const setToken = useSetAtom(tokenAtom);
  const REGMOBVERF3 = useFlag('REGMOBVERF3');
  const MOBILENUMPASSREG3 = useFlag('MOBILENUMPASSREG3');
  const GEETEST3 = useFlag('GEETEST3');

  const fields = useMemo(
    () =>
      registerFields(rules, variant, { REGMOBVERF3, MOBILENUMPASSREG3, GEETEST3 }).filter(
        (field) => field.name !== 'affiliateCode' || !invitation.urlValid,
      ),
    [rules, variant, REGMOBVERF3, MOBILENUMPASSREG3, GEETEST3, invitation.urlValid],
  );
  const shown = fields.map((field) => field.name);
  // A friend's invite link (`?r=`): its code shows filled in, to keep, correct or clear.
  const withReferral = codes.referralCode !== '';
  const age = String(ageOfConsent);
  const schema = useMemo(
    () =>
      registerSchema<FormValues>(fields, t, {
        ageConsent: literal(true, t(m.ageRequired, { age })),
        ...(withReferral ? { referralCode: pipe(string(), trim(), maxLength(64, t(m.invalidReferral))) } : {}),
      }),
    [fields, t, age, withReferral],
  );

  const defaultValues = useMemo<FormValues>(
    () => ({
      ...Object.fromEntries(fields.map((field) => [field.name, ''])),
      // Also while the address's code is still being checked: a code the platform refuses is shown for correction.
      affiliateCode: invitation.fromUrl,
      referralCode: codes.referralCode,
      ageConsent: false,
    }),
    // The defaults are read once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    trigger,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ schema, defaultValues });

  // Reset leaves the picker alone: the country code survives it (spec 1 §4).
  const [country, setCountry] = useState<CountryChoice | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const [invalidInvitation, setInvalidInvitation] = useState(false);

  const phoneCode = usePhoneCode(({ mobileNum, countryDialingCode }, human) =>
    client.call('smsRegister', { mobileNo: mobileNum, countryDialingCode, ...human }),
  );

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const entered = shown.includes('affiliateCode') ? (values.affiliateCode ?? '').trim() : '';
    try {
      if (entered !== '' && !(await invitationValid(client, entered, page.hostname))) {
        setInvalidInvitation(true);
        return;
      }
    } catch (error) {
      setAlert(errorText(error));
      return;
    }

    let proof: PhoneProof = {};
    try {
      if (shown.includes('verificationCode')) proof = await phoneCode.proof(values.verificationCode ?? '');
    } catch (error) {
      // The provider refused the code: registration stops there, with the reason on the code's field (spec 1 §4).
      setError('verificationCode', { message: errorText(error) }, { shouldFocus: true });
      return;
    }

    const check = await humanCheck('register', { registerCaptchaEnabled: ruleFor(rules, 'captcha').enabled });
    if (check.status === 'cancelled') {
      setAlert(errorText(new HumanCheckCancelled()));
      return;
    }

    const { ageConsent: _consent, ...entries } = values;
    const filled = Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== ''));
    const body = {
      ...filled,
      username: (variant === 'mobile' ? values.mobileNum : values.username) ?? '',
      // Registration by mobile without MOBILENUMPASSREG3 has no password field; the platform sets none.
      password: values.password ?? '',
      affiliateCode: invitation.urlValid ? invitation.fromUrl : entered || undefined,
      referralCode: withReferral ? values.referralCode?.trim() || undefined : undefined,
      countryDialingCode: country?.countryDialingCode,
      domain: page.hostname,
      registerUrl: page.href,
      registerMethod: 'WEB',
      login: true,
      ...proof,
      ...check.fields,
    };
    try {
      const answer = await client.call(variant === 'mobile' ? 'registerMobile' : 'register', body);
      setToken(answer.token);
      forgetRegistrationCodes();
      onRegistered();
    } catch (error) {
      if (shown.includes('captcha')) {
        setValue('captcha', '');
        setCaptchaRound((round) => round + 1);
      }
      const referralRefused =
        error instanceof ApiError &&
        error.errorCode === errorCodes.invitationCodeError &&
        (error.value as { field?: unknown } | null)?.field === 'referralCode';
      const message = referralRefused ? intl.formatMessage(m.invalidReferral) : errorText(error);
      setAlert(
        placeServerError(error, message, withReferral ? [...shown, 'referralCode'] : shown, (field, text) =>
          setError(field as RegisterFieldName | 'referralCode', { message: text }, { shouldFocus: true }),
        ),
      );
    }
  });

  const sendCode = (
    <SmsCodeButton
      validate={() => trigger('mobileNum', { shouldFocus: true })}
      target={() => ({ mobileNum: getValues('mobileNum') ?? '', countryDialingCode: country?.countryDialingCode })}
      phoneCode={phoneCode}
      disabled={country === null}
    />
  );

  const slotOf = (name: RegisterFieldName) => {
    if (name === 'mobileNum') {
      return { prefix: <CountryCodePicker onChange={setCountry} /> };
    }
    if (name === 'password') return { hint: passwordHint(rules, t) };
    if (name === 'verificationCode') return { suffix: sendCode };
    if (name === 'captcha') {
      return {
        suffix: <CaptchaImage round={captchaRound} onRefresh={() => setCaptchaRound((round) => round + 1)} />,
      };
    }
    return {};
  };

  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        {alert !== null && <FormAlert>{alert}</FormAlert>}
        {fields.map(({ name, required }) => (
          <TextField
            key={name}
            label={intl.formatMessage(m[name])}
            required={required}
            error={errors[name]?.message}
            showPasswordLabel={intl.formatMessage(m.showPassword)}
            {...inputProps[name]}
            {...slotOf(name)}
            {...register(name)}
          />
        ))}
        {withReferral && (
          <TextField
            label={intl.formatMessage(m.referralCode)}
            error={errors.referralCode?.message}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...register('referralCode')}
          />
        )}
        <Controller
          control={control}
          name="ageConsent"
          render={({ field, fieldState }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              label={intl.formatMessage(m.ageConsent, { age })}
              required
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Actions>
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              setAlert(null);
            }}
          >
            {intl.formatMessage(m.reset)}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Actions>
        <Links>
          {onLogin && (
            <span>
              {intl.formatMessage(m.haveAccount)}{' '}
              <LinkButton type="button" onClick={onLogin}>
                {intl.formatMessage(m.logIn)}
              </LinkButton>
            </span>
          )}
          {onHome && (
            <LinkButton type="button" onClick={onHome}>
              {intl.formatMessage(m.home)}
            </LinkButton>
          )}
          {onCustomerService && (
            <LinkButton type="button" onClick={onCustomerService}>
              {intl.formatMessage(m.customerService)}
            </LinkButton>
          )}
        </Links>
      </Form>
      <AlertDialog
        open={invalidInvitation}
        onOpenChange={setInvalidInvitation}
        title={intl.formatMessage(m.invitationTitle)}
        message={intl.formatMessage(m.invalidInvitation)}
        okLabel={intl.formatMessage(m.ok)}
      />
    </>
  );
}
