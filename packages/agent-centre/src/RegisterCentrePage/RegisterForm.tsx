import { Button, FormAlert, TextField } from '@lobby/design-system';
import { useForm } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { object, pipe, rawCheck, string } from 'valibot';
import { useErrorText } from '../common/errorText';
import { Muted } from '../common/page.styles';
import { agentCentreKey, type AgentCentrePageProps } from '../common/pageProps';
import { registerCentreMessages as m } from './RegisterCentrePage.messages';
import { Form, FormActions } from './RegisterCentrePage.styles';
import { lengthOf, optionalFields, refusedField, requires, ruleOf, shows, type OptionalField } from './registerCentre';

type Values = Record<'username' | 'password' | 'confirmPassword' | OptionalField, string>;
const empty: Values = { username: '', password: '', confirmPassword: '', payeeName: '', email: '', mobileNum: '' };

/** The field of this form a refusal names, if it names one. */
function fieldOfForm(error: unknown): keyof Values | undefined {
  const field = refusedField(error);
  return field !== undefined && field in empty ? (field as keyof Values) : undefined;
}

/** The registration of a downline, asking what the merchant's rules ask. */
export function RegisterForm({ client, memberId, registerRules: rules = {} }: AgentCentrePageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const shown = optionalFields.filter((field) => shows(ruleOf(rules, field)));

  const schema = useMemo(() => {
    const field = (name: keyof Values, required: boolean) =>
      pipe(
        string(),
        rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const value = dataset.value.trim();
          if (value === '') {
            if (required) addIssue({ message: intl.formatMessage(m.required) });
            return;
          }
          const length = lengthOf(ruleOf(rules, name));
          if (length && (value.length < length.min || value.length > length.max)) {
            addIssue({ message: intl.formatMessage(m.lengthBetween, length) });
          }
        }),
      );
    return pipe(
      object({
        username: field('username', true),
        password: field('password', true),
        confirmPassword: field('confirmPassword', true),
        payeeName: field('payeeName', requires(ruleOf(rules, 'payeeName'))),
        email: field('email', requires(ruleOf(rules, 'email'))),
        mobileNum: field('mobileNum', requires(ruleOf(rules, 'mobileNum'))),
      }),
      rawCheck(({ dataset, addIssue }) => {
        if (dataset.typed && dataset.value.password !== dataset.value.confirmPassword) {
          addIssue({
            message: intl.formatMessage(m.mismatch),
            path: [
              {
                type: 'object',
                origin: 'value',
                input: dataset.value,
                key: 'confirmPassword',
                value: dataset.value.confirmPassword,
              },
            ],
          });
        }
      }),
    );
  }, [rules, intl]);
  const form = useForm({ schema, defaultValues: empty });
  const { errors } = form.formState;

  const register = useMutation({
    mutationFn: (values: Values) =>
      client.call('registerDownline', {
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...Object.fromEntries(
          shown.filter((field) => values[field].trim() !== '').map((field) => [field, values[field].trim()]),
        ),
      }),
    onSuccess: async (value) => {
      form.reset();
      setNotice(intl.formatMessage(m.registered, { name: value.username }));
      await queryClient.invalidateQueries({ queryKey: agentCentreKey(memberId) });
    },
    onError: (error) => {
      setNotice(null);
      // A refusal that names a field of the form (a name taken, a format) is shown at that field.
      const field = fieldOfForm(error);
      if (field) form.setError(field, { message: errorText(error) }, { shouldFocus: true });
    },
  });

  const submit = form.handleSubmit((values) => {
    if (!register.isPending) register.mutate(values);
  });
  const fieldOf = (name: keyof Values, type: 'text' | 'password' | 'email' | 'tel' = 'text') => (
    <TextField
      key={name}
      label={intl.formatMessage(m[name])}
      type={type}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      required={
        name === 'username' || name === 'password' || name === 'confirmPassword' || requires(ruleOf(rules, name))
      }
      {...(type === 'password' ? { showPasswordLabel: intl.formatMessage(m.showPassword) } : {})}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <>
      <Muted>{intl.formatMessage(m.registerIntro)}</Muted>
      {notice && <p role="status">{notice}</p>}
      {register.error && !fieldOfForm(register.error) && <FormAlert>{errorText(register.error)}</FormAlert>}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        {fieldOf('username')}
        {fieldOf('password', 'password')}
        {fieldOf('confirmPassword', 'password')}
        {shown.map((field) => fieldOf(field, field === 'email' ? 'email' : field === 'mobileNum' ? 'tel' : 'text'))}
        <FormActions>
          <Button type="submit" loading={register.isPending}>
            {intl.formatMessage(m.register)}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
