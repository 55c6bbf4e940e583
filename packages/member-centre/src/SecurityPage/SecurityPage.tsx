import { Button, FormAlert, Spinner, TextField } from '@lobby/design-system';
import { useForm } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { forward, object, pipe, rawCheck, string } from 'valibot';
import { useErrorText } from '../common/errorText';
import { Actions, Facts, Form, Muted, Notice, Page, Section, SectionTitle } from '../common/page.styles';
import { memberCentreKey, type MemberCentrePageProps } from '../common/pageProps';
import { isOn } from '../WalletPage/wallets';
import { AvatarChoice } from './AvatarChoice';
import { ContactForm } from './ContactForm';
import { RankProgress } from './RankProgress';
import type { ContactChannel } from './contacts';
import { securityPageMessages as m } from './SecurityPage.messages';
import {
  paymentPasswordProblem,
  profileQuery,
  rankProgressQuery,
  securityLevel,
  securityQuery,
  type PaymentPasswordProblem,
} from './security';

/**
 * My account (`securityCenter`): the member's profile with the VIP level and the way to the next one, a security level
 * counting what is bound, the mobile number and e-mail address (masked) bound or changed with a code sent to the new
 * one, the avatar (where the site offers a choice), the payment password set or changed, and the login-password change
 * the app offers.
 */
export function SecurityPage({
  client,
  memberId,
  currency,
  onChangeLoginPassword,
  paymentPasswordRule,
  chooseDialingCode,
  avatarCount = 0,
  avatarSrc,
  section,
}: MemberCentrePageProps) {
  const intl = useIntl();
  const security = useQuery(securityQuery(client, memberId));
  const profile = useQuery(profileQuery(client, memberId));
  // Asked beside the others, but not waited for: the page stands without it.
  const rankProgress = useQuery(rankProgressQuery(client, memberId));

  if (security.isPending || profile.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (security.isError || profile.isError) {
    return (
      <Actions>
        <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
        <Button
          variant="secondary"
          onClick={() => {
            void security.refetch();
            void profile.refetch();
          }}
        >
          {intl.formatMessage(m.retry)}
        </Button>
      </Actions>
    );
  }

  const config = security.data;
  const member = profile.data;
  const level = securityLevel(config);
  const bound = (value: string | null | undefined) =>
    value ? <bdi>{value}</bdi> : <Muted>{intl.formatMessage(m.notBound)}</Muted>;
  return (
    <Page>
      <Section aria-labelledby="account-profile">
        <SectionTitle id="account-profile">{intl.formatMessage(m.profile)}</SectionTitle>
        <Facts>
          <dt>{intl.formatMessage(m.account)}</dt>
          <dd>
            <bdi>{member?.account}</bdi>
          </dd>
          <dt>{intl.formatMessage(m.nickname)}</dt>
          <dd>{member?.nickname ? <bdi>{member.nickname}</bdi> : <Muted>{intl.formatMessage(m.none)}</Muted>}</dd>
          <dt>{intl.formatMessage(m.registered)}</dt>
          <dd>{member?.regDate ? intl.formatDate(Number(member.regDate), { dateStyle: 'medium' }) : '—'}</dd>
          <dt>{intl.formatMessage(m.vip)}</dt>
          <dd>
            {member?.clubLabel?.labelName ? (
              <bdi>{member.clubLabel.labelName}</bdi>
            ) : (
              <Muted>{intl.formatMessage(m.none)}</Muted>
            )}
          </dd>
        </Facts>
        <RankProgress progress={rankProgress} currency={currency} />
        <Facts>
          <dt>{intl.formatMessage(m.level)}</dt>
          <dd>{intl.formatMessage(m.levelValue, level)}</dd>
        </Facts>
        <Muted>{intl.formatMessage(m.levelHint)}</Muted>
        {onChangeLoginPassword && (
          <Actions>
            <Button variant="secondary" onClick={onChangeLoginPassword}>
              {intl.formatMessage(m.changeLoginPassword)}
            </Button>
          </Actions>
        )}
      </Section>
      <Contacts
        client={client}
        memberId={memberId}
        chooseDialingCode={chooseDialingCode}
        openAtFirst={section === 'bindMobile' ? 'sms' : section === 'bindEmail' ? 'email' : null}
        mobile={bound(config.mobile)}
        email={bound(config.email)}
        hasMobile={Boolean(config.mobile)}
        hasEmail={Boolean(config.email)}
      />
      {avatarCount > 0 && avatarSrc && (
        <AvatarChoice client={client} memberId={memberId} avatarCount={avatarCount} avatarSrc={avatarSrc} />
      )}
      <PaymentPasswordForm
        client={client}
        memberId={memberId}
        isSet={isOn(config.paymentPasswordSet)}
        rule={paymentPasswordRule}
      />
    </Page>
  );
}

/**
 * The bound mobile number and e-mail address (masked), each with the button that opens its form: one form open at a
 * time, `openAtFirst` when the address names it (another page sent the member here to bind it); closing it (cancel,
 * or the bind done) returns the focus to its button.
 */
function Contacts({
  client,
  memberId,
  chooseDialingCode,
  openAtFirst,
  mobile,
  email,
  hasMobile,
  hasEmail,
}: Pick<MemberCentrePageProps, 'client' | 'memberId' | 'chooseDialingCode'> & {
  openAtFirst: ContactChannel | null;
  mobile: ReactNode;
  email: ReactNode;
  hasMobile: boolean;
  hasEmail: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<ContactChannel | null>(openAtFirst);
  const [notice, setNotice] = useState<string | null>(null);
  const smsButton = useRef<HTMLButtonElement>(null);
  const emailButton = useRef<HTMLButtonElement>(null);
  const close = (channel: ContactChannel) => {
    setOpen(null);
    // After the form has gone: its button is the place the player left from.
    requestAnimationFrame(() => (channel === 'sms' ? smsButton : emailButton).current?.focus());
  };
  const toggle = (channel: ContactChannel) => ({
    'aria-expanded': open === channel,
    'aria-controls': open === channel ? `account-bind-form-${channel}` : undefined,
    onClick: () => {
      setNotice(null);
      setOpen((current) => (current === channel ? null : channel));
    },
  });

  return (
    <Section aria-labelledby="account-contacts">
      <SectionTitle id="account-contacts">{intl.formatMessage(m.contacts)}</SectionTitle>
      {notice && <Notice>{notice}</Notice>}
      <Facts>
        <dt>{intl.formatMessage(m.mobile)}</dt>
        <dd>{mobile}</dd>
        <dt>{intl.formatMessage(m.email)}</dt>
        <dd>{email}</dd>
      </Facts>
      <Actions>
        <Button ref={smsButton} variant="secondary" size="sm" {...toggle('sms')}>
          {intl.formatMessage(hasMobile ? m.changeMobile : m.bindMobile)}
        </Button>
        <Button ref={emailButton} variant="secondary" size="sm" {...toggle('email')}>
          {intl.formatMessage(hasEmail ? m.changeEmail : m.bindEmail)}
        </Button>
      </Actions>
      {open && (
        <div id={`account-bind-form-${open}`}>
          <ContactForm
            key={open}
            client={client}
            memberId={memberId}
            chooseDialingCode={chooseDialingCode}
            channel={open}
            bound={open === 'sms' ? hasMobile : hasEmail}
            onBound={(text) => {
              setNotice(text);
              close(open);
            }}
            onCancel={() => close(open)}
          />
        </div>
      )}
    </Section>
  );
}

function PaymentPasswordForm({
  client,
  memberId,
  isSet,
  rule,
}: Pick<MemberCentrePageProps, 'client' | 'memberId'> & {
  isSet: boolean;
  rule: MemberCentrePageProps['paymentPasswordRule'];
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<string | null>(null);

  const schema = useMemo(() => {
    const problemText = (found: PaymentPasswordProblem) => {
      switch (found.problem) {
        case 'length':
          return found.min === found.max
            ? intl.formatMessage(m.exactLength, { length: found.min })
            : intl.formatMessage(m.length, { min: found.min, max: found.max });
        case 'pattern':
          return intl.formatMessage(found.digitsOnly ? m.digitsOnly : m.pattern);
        default:
          return intl.formatMessage(m[found.problem]);
      }
    };
    return pipe(
      object({ loginPassword: string(), password: string(), confirmation: string() }),
      forward(
        rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed || !isSet || dataset.value.loginPassword) return;
          addIssue({ message: intl.formatMessage(m.loginPasswordEmpty) });
        }),
        ['loginPassword'],
      ),
      forward(
        rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const found = paymentPasswordProblem(dataset.value.password, dataset.value.password, rule);
          if (found) addIssue({ message: problemText(found) });
        }),
        ['password'],
      ),
      forward(
        rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const { password, confirmation } = dataset.value;
          if (paymentPasswordProblem(password, confirmation, rule)?.problem === 'mismatch') {
            addIssue({ message: intl.formatMessage(m.mismatch) });
          }
        }),
        ['confirmation'],
      ),
    );
  }, [intl, isSet, rule]);
  const form = useForm({ schema, defaultValues: { loginPassword: '', password: '', confirmation: '' } });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: async ({
      loginPassword,
      password,
      confirmation,
    }: Record<'loginPassword' | 'password' | 'confirmation', string>) => {
      const body = { paymentPassword: password, confirmPaymentPassword: confirmation };
      if (isSet) await client.call('resetPaymentPassword', { ...body, loginPassword });
      else await client.call('setPaymentPassword', body);
    },
    onSuccess: async () => {
      form.reset();
      setNotice(intl.formatMessage(isSet ? m.changed : m.saved));
      await queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'security') });
    },
    onError: () => setNotice(null),
  });
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(values);
  });
  const showPasswordLabel = intl.formatMessage(m.showPassword);

  return (
    <Section aria-labelledby="account-payment-password">
      <SectionTitle id="account-payment-password">{intl.formatMessage(m.paymentPassword)}</SectionTitle>
      {notice && <Notice>{notice}</Notice>}
      <p>{intl.formatMessage(isSet ? m.paymentPasswordSet : m.paymentPasswordMissing)}</p>
      {save.error && <FormAlert>{errorText(save.error)}</FormAlert>}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        {isSet && (
          <TextField
            label={intl.formatMessage(m.loginPassword)}
            type="password"
            autoComplete="current-password"
            required
            showPasswordLabel={showPasswordLabel}
            error={errors.loginPassword?.message}
            {...form.register('loginPassword')}
          />
        )}
        <TextField
          label={intl.formatMessage(m.newPaymentPassword)}
          type="password"
          autoComplete="new-password"
          inputMode={rule?.acceptedPattern === '^[0-9]+$' ? 'numeric' : undefined}
          required
          showPasswordLabel={showPasswordLabel}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={intl.formatMessage(m.confirmPaymentPassword)}
          type="password"
          autoComplete="new-password"
          inputMode={rule?.acceptedPattern === '^[0-9]+$' ? 'numeric' : undefined}
          required
          showPasswordLabel={showPasswordLabel}
          error={errors.confirmation?.message}
          {...form.register('confirmation')}
        />
        <Actions>
          <Button type="submit" loading={save.isPending}>
            {intl.formatMessage(isSet ? m.resetSubmit : m.setSubmit)}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}
