import { idempotencyKeyHeader } from '@lobby/contract';
import { Button, FormAlert, Spinner, TextField } from '@lobby/design-system';
import { useForm } from '@lobby/forms';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { object, pipe, rawCheck, string } from 'valibot';
import { outcomeUnknown } from '../common/errors';
import { useErrorText } from '../common/errorText';
import { Actions, Facts, Form, Notice, Section, SectionTitle } from '../common/page.styles';
import { memberCentreKey, type MemberCentrePageProps } from '../common/pageProps';
import { amountOfCents, amountProblem, readAmount } from '@lobby/i18n/amount';
import { intentKeys } from '../money/intentKeys';
import { useAmountText } from '@lobby/i18n/amount';
import { profileQuery, securityQuery } from '../SecurityPage/security';
import { isOn, walletsOf, walletsQuery } from '../WalletPage/wallets';
import { uplineTransferPageMessages as m } from './UplineTransferPage.messages';
import { isNoUpline, underNoAgent, uplineQuery, uplineRefusal } from './upline';

/**
 * Transfer to upline (`transferUpline`): a member under an agent pays the agent from the main wallet, the upline
 * named and the balance shown first, confirmed by the payment password. A member under no agent reads what the page
 * is for, with no form.
 */
export function UplineTransferPage({ client, memberId, currency, onMoneyMoved, onOpenPage }: MemberCentrePageProps) {
  const intl = useIntl();
  const profile = useQuery(profileQuery(client, memberId));
  const noAgent = profile.data ? underNoAgent(profile.data) : false;
  // Asked only of a member who may have an upline: for the others the platform would answer a refusal.
  const upline = useQuery({ ...uplineQuery(client, memberId), enabled: profile.isSuccess && !noAgent });
  const wallets = useQuery(walletsQuery(client, memberId));
  const security = useQuery(securityQuery(client, memberId));

  const title = <SectionTitle id="upline-transfer">{intl.formatMessage(m.title)}</SectionTitle>;
  if (profile.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (profile.isSuccess && (noAgent || (upline.isError && isNoUpline(upline.error)))) {
    return (
      <Section aria-labelledby="upline-transfer">
        {title}
        <p>{intl.formatMessage(m.noUpline)}</p>
      </Section>
    );
  }
  if (profile.isError || upline.isError || wallets.isError || security.isError) {
    return (
      <Actions>
        <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
        <Button
          variant="secondary"
          onClick={() => {
            for (const query of [profile, upline, wallets, security]) if (query.isError) void query.refetch();
          }}
        >
          {intl.formatMessage(m.retry)}
        </Button>
      </Actions>
    );
  }
  if (upline.isPending || wallets.isPending || security.isPending) {
    return <Spinner label={intl.formatMessage(m.loading)} />;
  }

  const balance = walletsOf(wallets.data, '').main?.balance ?? 0;
  const openSecurity = onOpenPage && (() => onOpenPage('securityCenter'));
  return (
    <Section aria-labelledby="upline-transfer">
      {title}
      <Facts>
        <dt>{intl.formatMessage(m.upline)}</dt>
        <dd>
          <bdi>{upline.data.uplineName}</bdi>
        </dd>
        <dt>{intl.formatMessage(m.mainWallet)}</dt>
        <dd>
          <bdi>{formatMoney(intl, balance, currency)}</bdi>
        </dd>
      </Facts>
      {isOn(security.data.paymentPasswordSet) ? (
        <TransferForm
          client={client}
          memberId={memberId}
          currency={currency}
          onMoneyMoved={onMoneyMoved}
          onOpenSecurity={openSecurity}
          uplineName={upline.data.uplineName}
          balance={balance}
        />
      ) : (
        <Actions>
          <p>{intl.formatMessage(m.needPassword)}</p>
          {openSecurity && <Button onClick={openSecurity}>{intl.formatMessage(m.setPassword)}</Button>}
        </Actions>
      )}
    </Section>
  );
}

interface TransferFormProps extends Pick<MemberCentrePageProps, 'client' | 'memberId' | 'currency' | 'onMoneyMoved'> {
  onOpenSecurity: (() => void) | undefined;
  uplineName: string;
  balance: number;
}

function TransferForm({
  client,
  memberId,
  currency,
  onMoneyMoved,
  onOpenSecurity,
  uplineName,
  balance,
}: TransferFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const amountText = useAmountText(currency);
  const [keys] = useState(() => intentKeys());
  const [notice, setNotice] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(intl, amount, currency);
  const limits = useMemo(() => ({ balance }), [balance]);

  const schema = useMemo(
    () =>
      object({
        amount: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const problem = amountProblem(dataset.value, limits);
            if (problem) addIssue({ message: amountText(problem, limits) });
          }),
        ),
        password: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (dataset.typed && dataset.value === '') addIssue({ message: intl.formatMessage(m.passwordEmpty) });
          }),
        ),
      }),
    [limits, amountText, intl],
  );
  const form = useForm({ schema, defaultValues: { amount: '', password: '' } });
  const { errors } = form.formState;

  const refreshBalance = () => queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'wallets') });

  const transfer = useMutation({
    mutationFn: ({ cents, password }: { cents: number; password: string }) =>
      client.call(
        'transferToUpline',
        { amount: amountOfCents(cents), password },
        { headers: { [idempotencyKeyHeader]: keys.keyFor({ upline: uplineName, cents }) } },
      ),
    onSuccess: async (value) => {
      keys.settle();
      form.reset();
      setNotice(
        intl.formatMessage(m.transferred, {
          amount: money(Number(value.successAmount)),
          upline: value.uplineName || uplineName,
        }),
      );
      onMoneyMoved();
      await refreshBalance();
    },
    onError: async (error) => {
      setNotice(null);
      if (!outcomeUnknown(error)) keys.settle();
      else await refreshBalance();
    },
  });

  const submit = form.handleSubmit(({ amount, password }) => {
    const read = readAmount(amount);
    if (transfer.isPending || !('cents' in read)) return;
    transfer.mutate({ cents: read.cents, password });
  });

  return (
    <>
      {notice && <Notice>{notice}</Notice>}
      {transfer.error && <Refusal error={transfer.error} onOpenSecurity={onOpenSecurity} />}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <p>{intl.formatMessage(m.intro)}</p>
        <TextField
          label={intl.formatMessage(m.amount)}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={intl.formatMessage(m.available, { amount: money(balance) })}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label={intl.formatMessage(m.paymentPassword)}
          type="password"
          autoComplete="off"
          required
          showPasswordLabel={intl.formatMessage(m.showPassword)}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Actions>
          <Button type="submit" loading={transfer.isPending}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Actions>
      </Form>
    </>
  );
}

/** A failed transfer in words: the refusals the page knows each their own, an unknown outcome pointing at the records. */
function Refusal({ error, onOpenSecurity }: { error: unknown; onOpenSecurity: (() => void) | undefined }) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (outcomeUnknown(error)) return <FormAlert>{intl.formatMessage(m.unknownOutcome)}</FormAlert>;
  const refusal = uplineRefusal(error);
  if (refusal === 'noPassword') {
    return (
      <>
        <FormAlert>{intl.formatMessage(m.noPassword)}</FormAlert>
        {onOpenSecurity && (
          <Actions>
            <Button variant="secondary" size="sm" onClick={onOpenSecurity}>
              {intl.formatMessage(m.setPassword)}
            </Button>
          </Actions>
        )}
      </>
    );
  }
  return <FormAlert>{refusal ? intl.formatMessage(m[refusal]) : errorText(error)}</FormAlert>;
}
