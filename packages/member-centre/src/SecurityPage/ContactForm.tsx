import { Button, FormAlert, Select, SendCodeButton, TextField } from '@lobby/design-system';
import { Controller, useForm } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { object, pipe, rawCheck, string } from 'valibot';
import { useErrorText } from '../common/errorText';
import { Actions, Form, SectionTitle } from '../common/page.styles';
import { memberCentreKey, type MemberCentrePageProps } from '../common/pageProps';
import {
  bindRefusal,
  dialingCountriesQuery,
  emailProblem,
  mobileOf,
  mobileProblem,
  type ContactChannel,
  type DialingCountry,
} from './contacts';
import { securityPageMessages as m } from './SecurityPage.messages';

interface ContactFormProps extends Pick<MemberCentrePageProps, 'client' | 'memberId' | 'chooseDialingCode'> {
  channel: ContactChannel;
  /** Whether the member has one bound already: the form then changes it. */
  bound: boolean;
  /** After the bind: the page says so and closes the form. */
  onBound: (notice: string) => void;
  onCancel: () => void;
}

type Values = { country: string; contact: string; code: string };

/**
 * Binds a new mobile number (under a country dialing code) or e-mail address with a code sent to it: the player types
 * it, asks for a code (the button then counts down to the next one), types the code and confirms. Refusals are shown
 * next to the field they concern, in the page's own words; what the platform words itself (an "already yours") as it
 * words it.
 */
export function ContactForm({
  client,
  memberId,
  chooseDialingCode = false,
  channel,
  bound,
  onBound,
  onCancel,
}: ContactFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const isMobile = channel === 'sms';
  const countries = useQuery({ ...dialingCountriesQuery(client, memberId), enabled: isMobile });
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `account-bind-${channel}`;

  const schema = useMemo(
    () =>
      object({
        country: string(),
        contact: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const found = isMobile ? mobileProblem(dataset.value) : emailProblem(dataset.value);
            if (!found) return;
            const message = isMobile
              ? intl.formatMessage(found === 'empty' ? m.mobileEmpty : m.mobileInvalid)
              : intl.formatMessage(found === 'empty' ? m.emailEmpty : m.emailInvalid);
            addIssue({ message });
          }),
        ),
        code: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (dataset.typed && !dataset.value.trim()) addIssue({ message: intl.formatMessage(m.codeEmpty) });
          }),
        ),
      }),
    [intl, isMobile],
  );
  const form = useForm({ schema, defaultValues: { country: '', contact: '', code: '' } satisfies Values });
  const { errors } = form.formState;

  // The country the number goes under: the player's choice, else the one the platform names for the visitor.
  const home = countries.data?.home;
  const { getValues, setValue, setFocus } = form;
  useEffect(() => {
    if (home && !getValues('country')) setValue('country', home.countryCode);
  }, [getValues, setValue, home]);
  const dialingCodeOf = (countryCode: string): DialingCountry | undefined =>
    countries.data?.countries.find((country) => country.countryCode === countryCode) ?? home;

  // Opened by the player: the first thing to type takes the focus.
  useEffect(() => {
    setFocus('contact');
  }, [setFocus]);

  /**
   * A refusal on the field it concerns, or above the form. A bind whose outcome is unknown reloads what is bound and
   * says to check it; a code request that got no answer is only said to have failed (nothing changed).
   */
  const showFailure = (error: unknown, during: 'send' | 'bind') => {
    const refusal = bindRefusal(error);
    switch (refusal.kind) {
      case 'taken':
        setFailure(null);
        form.setError(
          'contact',
          { message: intl.formatMessage(isMobile ? m.mobileTaken : m.emailTaken) },
          { shouldFocus: true },
        );
        return;
      case 'contactInvalid':
        setFailure(null);
        form.setError('contact', { message: errorText(error) }, { shouldFocus: true });
        return;
      case 'codeWrong':
        setFailure(null);
        form.setError('code', { message: intl.formatMessage(m.codeWrong) }, { shouldFocus: true });
        return;
      case 'unknown':
        if (during === 'send') {
          setFailure(errorText(error));
          return;
        }
        setFailure(intl.formatMessage(m.bindUnknown));
        void queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'security') });
        return;
      case 'other':
        setFailure(errorText(error));
    }
  };

  const mobileTarget = () => {
    const country = dialingCodeOf(getValues('country'));
    return {
      mobileNum: mobileOf(getValues('contact')),
      ...(country ? { countryDialingCode: country.dialingCode } : {}),
    };
  };
  const target = () => (isMobile ? mobileTarget() : { email: getValues('contact').trim() });

  const sendCode = async () => {
    setFailure(null);
    if (!form.trigger('contact', { shouldFocus: true })) throw new Error('The number or address is refused.');
    try {
      const answer = await client.call('verificationOtp', { channel, ...target() });
      // The button is about to count down, disabled: the code's field is where the player goes next.
      setFocus('code');
      const minutes = Number(answer?.expiredMinutes ?? 1);
      return { seconds: 60 * (Number.isFinite(minutes) && minutes > 0 ? minutes : 1) };
    } catch (error) {
      showFailure(error, 'send');
      throw error;
    }
  };

  const bind = useMutation({
    mutationFn: async (values: Values) => {
      const verificationCode = values.code.trim();
      if (isMobile) {
        await client.call('bindMobile', { ...mobileTarget(), verificationCode });
      } else {
        await client.call('bindEmail', { email: values.contact.trim(), verificationCode });
      }
    },
    onSuccess: async () => {
      setFailure(null);
      await queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'security') });
      onBound(intl.formatMessage(isMobile ? m.mobileBound : m.emailBound));
    },
    onError: (error) => showFailure(error, 'bind'),
  });
  const submit = form.handleSubmit((values) => {
    if (bind.isPending) return;
    bind.mutate(values);
  });

  const regionName = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      // A browser without region names shows the ISO codes.
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [intl.locale]);
  const countryOptions = useMemo(
    () =>
      (countries.data?.countries ?? [])
        // Isolated, so "+84" keeps its sign in front in right-to-left text.
        .map((country) => ({
          value: country.countryCode,
          label: `${regionName(country.countryCode)} \u2066+${country.dialingCode}\u2069`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    [countries.data, regionName, intl.locale],
  );
  const fixedCode = isMobile && !chooseDialingCode ? home?.dialingCode : undefined;

  return (
    <Form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <SectionTitle as="h5" id={titleId}>
        {intl.formatMessage(isMobile ? (bound ? m.changeMobile : m.bindMobile) : bound ? m.changeEmail : m.bindEmail)}
      </SectionTitle>
      {failure && <FormAlert>{failure}</FormAlert>}
      {isMobile && chooseDialingCode && (
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              ref={field.ref}
              name={field.name}
              label={intl.formatMessage(m.countryCode)}
              options={countryOptions}
              value={field.value}
              onValueChange={field.onChange}
              required
            />
          )}
        />
      )}
      <TextField
        label={intl.formatMessage(isMobile ? m.newMobile : m.newEmail)}
        type={isMobile ? 'tel' : 'email'}
        inputMode={isMobile ? 'tel' : 'email'}
        autoComplete={isMobile ? 'tel-national' : 'email'}
        dir="ltr"
        required
        prefix={fixedCode ? <span dir="ltr">+{fixedCode}</span> : undefined}
        error={errors.contact?.message}
        {...form.register('contact')}
      />
      <Actions>
        <SendCodeButton
          variant="secondary"
          size="sm"
          onSend={sendCode}
          // A code sent before the countries are known could go under another dialing code than the one then shown;
          // without the list (it failed) the platform's own dialing code applies.
          disabled={isMobile && countries.isPending}
          labels={{
            send: intl.formatMessage(m.sendCode),
            resend: intl.formatMessage(m.resendCode),
            countdown: (seconds) => intl.formatMessage(m.resendIn, { seconds }),
          }}
        />
      </Actions>
      <TextField
        label={intl.formatMessage(m.verificationCode)}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        required
        hint={intl.formatMessage(isMobile ? m.mobileCodeHint : m.emailCodeHint)}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Actions>
        <Button type="submit" loading={bind.isPending}>
          {intl.formatMessage(m.confirmBind)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </Actions>
    </Form>
  );
}
