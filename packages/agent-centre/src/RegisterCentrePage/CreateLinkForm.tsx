import type { ApiClient } from '@lobby/api-client';
import { affiliateLinkRules } from '@lobby/contract';
import { Button, FormAlert, TextField } from '@lobby/design-system';
import { useForm } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { object, pipe, rawCheck, string } from 'valibot';
import { useErrorText } from '../common/errorText';
import { registerCentreMessages as m } from './RegisterCentrePage.messages';
import { Form, FormActions } from './RegisterCentrePage.styles';
import { affiliateLinksQuery } from './registerCentre';

/** A new affiliate link with an optional note; the list shows it at the top once made. */
export function CreateLinkForm({ client, memberId }: { client: ApiClient; memberId: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const max = affiliateLinkRules.remarkMaxLength;
  const schema = useMemo(
    () =>
      object({
        remark: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (dataset.typed && dataset.value.trim().length > max) {
              addIssue({ message: intl.formatMessage(m.remarkTooLong, { max }) });
            }
          }),
        ),
      }),
    [intl, max],
  );
  const form = useForm({ schema, defaultValues: { remark: '' } });

  const create = useMutation({
    mutationFn: (remark: string) => client.call('createAffiliateLink', remark ? { remark } : {}),
    onSuccess: async (link) => {
      form.reset();
      setNotice(intl.formatMessage(m.created, { code: link.code }));
      await queryClient.invalidateQueries({ queryKey: affiliateLinksQuery(client, memberId).queryKey });
    },
    onError: () => setNotice(null),
  });
  const submit = form.handleSubmit(({ remark }) => {
    if (!create.isPending) create.mutate(remark.trim());
  });

  return (
    <>
      {notice && <p role="status">{notice}</p>}
      {create.error && <FormAlert>{errorText(create.error)}</FormAlert>}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={intl.formatMessage(m.remark)}
          hint={intl.formatMessage(m.remarkHint, { max })}
          autoComplete="off"
          error={form.formState.errors.remark?.message}
          {...form.register('remark')}
        />
        <FormActions>
          <Button type="submit" loading={create.isPending}>
            {intl.formatMessage(m.create)}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
