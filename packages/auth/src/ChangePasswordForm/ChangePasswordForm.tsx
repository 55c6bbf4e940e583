import type { RegisterRules } from '@lobby/contract';
import { Button, FormAlert, TextField } from '@lobby/design-system';
import { useForm } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useMutation } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { forward, nonEmpty, object, partialCheck, pipe, string, trim } from 'valibot';
import { useErrorText } from '../errors/errorText';
import { Form, useTranslate } from '../formSupport';
import { useAuthClient, useRefreshMember } from '../react/AuthProvider';
import { passwordHint, passwordRule, registerRulesMessages } from '../registerRules';
import { knownPasswordAtom } from '../session';
import { storePasswordChangeRequired } from '../storage';
import { changePasswordMessages as m } from './ChangePasswordForm.messages';

export interface ChangePasswordFormProps {
  /** The merchant's registration rules: the new password follows its `password` rule. */
  rules: RegisterRules;
  /** After the platform accepted the change: the caller closes the popup and goes home. */
  onChanged: () => void;
  /** The forced change after a login with the default or an expired password (spec 1 §4 step 7). */
  forced?: boolean;
}

/**
 * Changes the signed-in member's password (spec 1 §5): the current password (unless the login that led here just
 * gave it), the new one under the merchant's password rule, and its confirmation. On success member info is fetched
 * again (its flags change) and the password this tab remembered in memory is forgotten.
 */
export function ChangePasswordForm({ rules, onChanged, forced = false }: ChangePasswordFormProps) {
  const intl = useIntl();
  const client = useAuthClient();
  const refreshMember = useRefreshMember();
  const errorText = useErrorText();
  const [knownPassword, setKnownPassword] = useAtom(knownPasswordAtom);

  const t = useTranslate();
  const schema = useMemo(() => {
    const required = t(registerRulesMessages.required);
    return pipe(
      object({
        // The login that led here gave it already (kept in memory only): no need to ask again.
        oldPassword: knownPassword !== null ? string() : pipe(string(), trim(), nonEmpty(required)),
        newPassword: passwordRule(rules, t),
        confirmNewPassword: string(),
      }),
      forward(
        partialCheck(
          [['newPassword'], ['confirmNewPassword']],
          ({ newPassword, confirmNewPassword }) => newPassword === confirmNewPassword,
          t(registerRulesMessages.confirmMismatch),
        ),
        ['confirmNewPassword'],
      ),
    );
  }, [t, rules, knownPassword]);

  const form = useForm({
    schema,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors } = form.formState;

  const change = useMutation({
    mutationFn: async (values: { oldPassword: string; newPassword: string; confirmNewPassword: string }) => {
      await client.call('changePassword', {
        oldPassword: knownPassword ?? values.oldPassword.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    },
    onSuccess: async () => {
      setKnownPassword(null);
      storePasswordChangeRequired(false);
      await refreshMember();
      onChanged();
    },
  });

  const submit = form.handleSubmit((values) => change.mutate(values));

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {forced && <p>{intl.formatMessage(m.forcedIntro)}</p>}
      {change.isError && <FormAlert>{errorText(change.error)}</FormAlert>}
      {knownPassword === null && (
        <TextField
          label={intl.formatMessage(m.oldPassword)}
          type="password"
          required
          autoComplete="current-password"
          showPasswordLabel={intl.formatMessage(m.showPassword)}
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
      )}
      <TextField
        label={intl.formatMessage(m.newPassword)}
        type="password"
        required
        autoComplete="new-password"
        showPasswordLabel={intl.formatMessage(m.showPassword)}
        hint={passwordHint(rules, t)}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label={intl.formatMessage(m.confirmPassword)}
        type="password"
        required
        autoComplete="new-password"
        showPasswordLabel={intl.formatMessage(m.showPassword)}
        error={errors.confirmNewPassword?.message}
        {...form.register('confirmNewPassword')}
      />
      <Button type="submit" fullWidth loading={change.isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}
