import { idempotencyKeyHeader } from '@lobby/contract';
import { Button, FormAlert, Select, Spinner, TextField } from '@lobby/design-system';
import { Controller, useForm, useWatch } from '@lobby/forms';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { forward, object, pipe, rawCheck, string } from 'valibot';
import { outcomeUnknown } from '../common/errors';
import { useErrorText } from '../common/errorText';
import {
  Actions,
  Entry,
  Facts,
  Form,
  Muted,
  Notice,
  Page,
  Records,
  Section,
  SectionTitle,
} from '../common/page.styles';
import { memberCentreKey, type MemberCentrePageProps } from '../common/pageProps';
import { amountOfCents, amountProblem, readAmount } from '@lobby/i18n/amount';
import { intentKeys } from '../money/intentKeys';
import { useAmountText } from '@lobby/i18n/amount';
import { walletPageMessages as m } from './WalletPage.messages';
import {
  intoMainTxType,
  singleWalletQuery,
  transfersQuery,
  walletsOf,
  walletsQuery,
  type Wallet,
  type Wallets,
} from './wallets';

/**
 * My wallet (`transferFund`): the main wallet and every vendor wallet with their balances and the total, transfers
 * between the main wallet and one vendor wallet, recall all, and the recent transfers. A single-wallet merchant shows
 * one balance and nothing to move.
 */
export function WalletPage({ client, memberId, currency, onMoneyMoved }: MemberCentrePageProps) {
  const intl = useIntl();
  const single = useQuery(singleWalletQuery(client, memberId));
  const wallets = useQuery(walletsQuery(client, memberId));
  const mainName = intl.formatMessage(m.main);
  const money = (amount: number) => formatMoney(intl, amount, currency);

  if (single.isPending || wallets.isPending) {
    return <Spinner label={intl.formatMessage(m.loading)} />;
  }
  if (single.isError || wallets.isError) {
    return (
      <Actions>
        <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
        <Button
          variant="secondary"
          onClick={() => {
            void single.refetch();
            void wallets.refetch();
          }}
        >
          {intl.formatMessage(m.retry)}
        </Button>
      </Actions>
    );
  }

  const list = walletsOf(wallets.data, mainName);
  if (single.data) {
    return (
      <Section aria-labelledby="wallet-balances">
        <SectionTitle id="wallet-balances">{intl.formatMessage(m.wallets)}</SectionTitle>
        <Facts>
          <dt>{mainName}</dt>
          <dd>
            <bdi>{money(list.total)}</bdi>
          </dd>
        </Facts>
        <p>{intl.formatMessage(m.single)}</p>
      </Section>
    );
  }
  return (
    <Page>
      <Section aria-labelledby="wallet-balances">
        <SectionTitle id="wallet-balances">{intl.formatMessage(m.wallets)}</SectionTitle>
        <Facts>
          <dt>
            <strong>{intl.formatMessage(m.total)}</strong>
          </dt>
          <dd>
            <strong>
              <bdi>{money(list.total)}</bdi>
            </strong>
          </dd>
          {[...(list.main ? [list.main] : []), ...list.vendors].map((wallet) => (
            <WalletRow key={wallet.id} wallet={wallet} amount={money(wallet.balance)} />
          ))}
        </Facts>
      </Section>
      <TransferForm
        client={client}
        memberId={memberId}
        currency={currency}
        onMoneyMoved={onMoneyMoved}
        wallets={list}
      />
      <RecentTransfers client={client} memberId={memberId} currency={currency} />
    </Page>
  );
}

function WalletRow({ wallet, amount }: { wallet: Wallet; amount: string }) {
  const intl = useIntl();
  return (
    <>
      <dt>
        {wallet.name}
        {!wallet.open && <Muted> ({intl.formatMessage(m.maintenance)})</Muted>}
      </dt>
      <dd>
        <bdi>{amount}</bdi>
      </dd>
    </>
  );
}

function TransferForm({
  client,
  memberId,
  currency,
  onMoneyMoved,
  wallets,
}: MemberCentrePageProps & { wallets: Wallets }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const amountText = useAmountText(currency);
  const [transferKeys] = useState(() => intentKeys());
  const [recallKeys] = useState(() => intentKeys());
  const [notice, setNotice] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(intl, amount, currency);

  const all = useMemo(() => [...(wallets.main ? [wallets.main] : []), ...wallets.vendors], [wallets]);
  const byId = (id: string) => all.find((wallet) => wallet.id === id);
  const firstOpenVendor = wallets.vendors.find((wallet) => wallet.open);

  const schema = useMemo(
    () =>
      pipe(
        object({ from: string(), to: string(), amount: string() }),
        forward(
          rawCheck(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const { from, to, amount } = dataset.value;
            if (from === to) return addIssue({ message: intl.formatMessage(m.sameWallet) });
            const source = all.find((wallet) => wallet.id === from);
            const target = all.find((wallet) => wallet.id === to);
            if (!source?.isMain && !target?.isMain) return addIssue({ message: intl.formatMessage(m.mainOnly) });
            const limits = { balance: source?.balance };
            const problem = amountProblem(amount, limits);
            if (problem) addIssue({ message: amountText(problem, limits) });
          }),
          ['amount'],
        ),
      ),
    [all, intl, amountText],
  );
  const form = useForm({
    schema,
    defaultValues: { from: wallets.main?.id ?? '', to: firstOpenVendor?.id ?? '', amount: '' },
  });
  const { errors } = form.formState;

  const moved = async () => {
    onMoneyMoved();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'wallets') }),
      queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'transfers') }),
    ]);
  };

  const transfer = useMutation({
    mutationFn: async ({ from, to, cents }: { from: string; to: string; cents: number }) => {
      const key = transferKeys.keyFor({ from, to, cents });
      await client.call(
        'walletTransfer',
        { fromAccountTypeId: from, toAccountTypeId: to, amount: amountOfCents(cents) },
        { headers: { [idempotencyKeyHeader]: key } },
      );
      return { from, to, cents };
    },
    onSuccess: async ({ from, to, cents }) => {
      transferKeys.settle();
      form.resetField('amount');
      setNotice(
        intl.formatMessage(m.transferred, {
          amount: money(amountOfCents(cents)),
          from: byId(from)?.name ?? from,
          to: byId(to)?.name ?? to,
        }),
      );
      await moved();
    },
    onError: async (error) => {
      setNotice(null);
      if (!outcomeUnknown(error)) transferKeys.settle();
      else await moved();
    },
  });

  const recall = useMutation({
    mutationFn: async () => {
      const key = recallKeys.keyFor('recall');
      return client.call('walletReturn', { customerId: memberId }, { headers: { [idempotencyKeyHeader]: key } });
    },
    onSuccess: async (value) => {
      recallKeys.settle();
      setNotice(intl.formatMessage(m.recalled, { amount: money(Number(value?.successAmount ?? 0)) }));
      await moved();
    },
    onError: async (error) => {
      setNotice(null);
      if (!outcomeUnknown(error)) recallKeys.settle();
      else await moved();
    },
  });

  const busy = transfer.isPending || recall.isPending;
  const failure = transfer.error ?? recall.error;
  const submit = form.handleSubmit(({ from, to, amount }) => {
    const read = readAmount(amount);
    if (busy || !('cents' in read)) return;
    recall.reset();
    transfer.mutate({ from, to, cents: read.cents });
  });
  const options = all.map((wallet) => ({ value: wallet.id, label: wallet.name, disabled: !wallet.open }));
  const source = byId(useWatch({ control: form.control, name: 'from' }));

  return (
    <Section aria-labelledby="wallet-transfer">
      <SectionTitle id="wallet-transfer">{intl.formatMessage(m.transfer)}</SectionTitle>
      {notice && <Notice>{notice}</Notice>}
      {failure && (
        <FormAlert>{outcomeUnknown(failure) ? intl.formatMessage(m.unknownOutcome) : errorText(failure)}</FormAlert>
      )}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={form.control}
          name="from"
          render={({ field }) => (
            <Select
              ref={field.ref}
              name={field.name}
              label={intl.formatMessage(m.from)}
              options={options}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="to"
          render={({ field }) => (
            <Select
              ref={field.ref}
              name={field.name}
              label={intl.formatMessage(m.to)}
              options={options}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
        <TextField
          label={intl.formatMessage(m.amount)}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={source ? intl.formatMessage(m.available, { amount: money(source.balance) }) : undefined}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <Actions>
          <Button type="submit" loading={transfer.isPending}>
            {intl.formatMessage(m.submit)}
          </Button>
          <Button
            variant="secondary"
            loading={recall.isPending}
            onClick={() => {
              if (busy) return;
              transfer.reset();
              recall.mutate();
            }}
          >
            {intl.formatMessage(m.recallAll)}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}

function RecentTransfers({ client, memberId, currency }: Omit<MemberCentrePageProps, 'onMoneyMoved'>) {
  const intl = useIntl();
  const transfers = useQuery(transfersQuery(client, memberId));
  const errorText = useErrorText();
  const rows = transfers.data?.list ?? [];
  return (
    <Section aria-labelledby="wallet-recent">
      <SectionTitle id="wallet-recent">{intl.formatMessage(m.recent)}</SectionTitle>
      {transfers.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : transfers.isError ? (
        <FormAlert>{errorText(transfers.error)}</FormAlert>
      ) : rows.length === 0 ? (
        <p>{intl.formatMessage(m.noTransfers)}</p>
      ) : (
        <Records>
          {rows.map((row, index) => {
            const into = String(row.txTypeId) === intoMainTxType;
            const amount = Math.abs(Number(row.amount ?? 0));
            return (
              <Entry key={`${row.txTimeInTimestamp ?? index}-${index}`}>
                <span>{row.remark}</span>
                <bdi>{`${into ? '+' : '−'}${formatMoney(intl, amount, currency)}`}</bdi>
                <Muted>
                  {row.txTimeInTimestamp
                    ? intl.formatDate(Number(row.txTimeInTimestamp), { dateStyle: 'medium', timeStyle: 'short' })
                    : ''}
                </Muted>
              </Entry>
            );
          })}
        </Records>
      )}
    </Section>
  );
}
