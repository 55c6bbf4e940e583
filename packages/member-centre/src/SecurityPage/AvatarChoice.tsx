import { Button, FormAlert, vars } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useErrorText } from '../common/errorText';
import { Actions, Form, Notice, Section, SectionTitle } from '../common/page.styles';
import type { MemberCentrePageProps } from '../common/pageProps';
import { memberIconQuery } from './contacts';
import { securityPageMessages as m } from './SecurityPage.messages';

const Current = styled.img`
  inline-size: 64px;
  block-size: 64px;
  border-radius: 50%;
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-block-end: ${vars.space[2]};
    padding: 0;
  }
`;

/** One avatar: the radio itself stays in the page for the keyboard and the screen reader; the picture shows it. */
const Choice = styled.label`
  position: relative;
  display: inline-flex;
  cursor: pointer;

  & input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  & img {
    inline-size: 48px;
    block-size: 48px;
    border-radius: 50%;
    outline: 3px solid transparent;
    outline-offset: 2px;
  }

  & input:checked + img {
    outline-color: ${vars.color.accent};
  }

  & input:focus-visible + img {
    outline-color: ${vars.color.focusRing};
  }
`;

/**
 * The member's avatar (PROFPIC3) and the choice among the site's `avatarCount` avatars, a radio group (arrow keys move
 * between them), saved with the button.
 */
export function AvatarChoice({
  client,
  memberId,
  avatarCount,
  avatarSrc,
}: Pick<MemberCentrePageProps, 'client' | 'memberId'> & { avatarCount: number; avatarSrc: (icon: string) => string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const icon = useQuery(memberIconQuery(client, memberId));
  const [picked, setPicked] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const current = icon.data ?? 'default';
  const chosen = picked ?? current;

  const save = useMutation({
    mutationFn: (next: string) => client.call('updateMemberIcon', { icon: next }),
    onSuccess: (_answer, next) => {
      setNotice(intl.formatMessage(m.avatarSaved));
      // The platform answers nothing to read: the choice it took is the one sent.
      queryClient.setQueryData(memberIconQuery(client, memberId).queryKey, next);
      setPicked(null);
    },
    onError: () => setNotice(null),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || chosen === current) return;
    save.mutate(chosen);
  };
  const numbers = Array.from({ length: avatarCount }, (_, index) => index + 1);

  return (
    <Section aria-labelledby="account-avatar">
      <SectionTitle id="account-avatar">{intl.formatMessage(m.avatar)}</SectionTitle>
      {notice && <Notice>{notice}</Notice>}
      {/* The picture of the saved avatar; the page names it in the heading above. */}
      <Current src={avatarSrc(current)} alt="" width={64} height={64} />
      {save.error && <FormAlert>{errorText(save.error)}</FormAlert>}
      <Form noValidate onSubmit={submit}>
        <Choices>
          <legend>{intl.formatMessage(m.avatarChoice)}</legend>
          {numbers.map((number) => {
            const value = String(number);
            return (
              <Choice key={value}>
                <input
                  type="radio"
                  name="avatar"
                  value={value}
                  checked={chosen === value}
                  onChange={() => {
                    setNotice(null);
                    setPicked(value);
                  }}
                />
                <img
                  src={avatarSrc(value)}
                  alt={intl.formatMessage(m.avatarOption, { number })}
                  width={48}
                  height={48}
                  loading="lazy"
                />
              </Choice>
            );
          })}
        </Choices>
        <Actions>
          <Button type="submit" loading={save.isPending} disabled={icon.isPending || chosen === current}>
            {intl.formatMessage(m.saveAvatar)}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}
