import { idempotencyKeyHeader } from '@lobby/contract';
import { AlertDialog, Button, FormAlert, Select, Spinner, TextField } from '@lobby/design-system';
import { Controller, useForm, useWatch } from '@lobby/forms';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { object, pipe, rawCheck, string } from 'valibot';
import { outcomeUnknown, refusalCode, refusalData } from '../common/errors';
import { useErrorText } from '../common/errorText';
import { Actions, Entry, Form, Muted, Notice, Page, Records, Section, SectionTitle } from '../common/page.styles';
import { memberCentreKey, type MemberCentrePageProps, type MemberCentreSection } from '../common/pageProps';
import { amountOfCents, amountProblem, readAmount } from '@lobby/i18n/amount';
import { intentKeys } from '../money/intentKeys';
import { useAmountText } from '@lobby/i18n/amount';
import { securityQuery } from '../SecurityPage/security';
import { isOn } from '../WalletPage/wallets';
import { withdrawPageMessages as m } from './WithdrawPage.messages';
import {
  bankCardsQuery,
  cardNumberProblem,
  awaitsConfirmation,
  cardsFull,
  recordStatus,
  withdrawBanksQuery,
  withdrawChargesQuery,
  withdrawLimits,
  withdrawRecordsQuery,
  withdrawRefusal,
  paymentConfirmationsQuery,
  type BankCard,
  type MemberInfoItem,
  type WithdrawSettings,
  withdrawSettingsQuery,
} from './withdraw';

// Shown only while a C2C payment waits for the member's answer: its code loads then.
const PaymentConfirmations = lazy(() =>
  import('./PaymentConfirmations').then((module) => ({ default: module.PaymentConfirmations })),
);

/** Where the site completes a missing item of information: My account's bind forms; customer service the others. */
const fixOf: Partial<Record<MemberInfoItem, MemberCentreSection>> = {
  required_mobile_no: 'bindMobile',
  required_email_add: 'bindEmail',
};

/** A card as the player recognises it: the bank and the last digits the platform leaves unmasked. */
const cardLabel = (card: BankCard) => `${card.bankName ?? card.bankCode} ${card.cardNumber.replace(/^\*+/, '**** ')}`;

/**
 * Withdraw (`withdraw`): the member's bank cards (add, remove, up to the merchant's maximum), a withdrawal to one of
 * them within the merchant's limits with its charge shown before it is sent and the payment password, each of the
 * contract's refusals in words of its own, and the withdrawal records.
 */
export function WithdrawPage({
  client,
  memberId,
  currency,
  onMoneyMoved,
  onOpenPage,
  onContactSupport,
}: MemberCentrePageProps) {
  const intl = useIntl();
  const settings = useQuery(withdrawSettingsQuery(client, memberId));
  const cards = useQuery(bankCardsQuery(client, memberId));
  const security = useQuery(securityQuery(client, memberId));
  const confirming = useConfirming(client, memberId);

  if (settings.isPending || cards.isPending || security.isPending) {
    return <Spinner label={intl.formatMessage(m.loading)} />;
  }
  if (settings.isError || cards.isError || security.isError) {
    return (
      <Actions>
        <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
        <Button
          variant="secondary"
          onClick={() => {
            void settings.refetch();
            void cards.refetch();
            void security.refetch();
          }}
        >
          {intl.formatMessage(m.retry)}
        </Button>
      </Actions>
    );
  }
  const props = { client, memberId, currency, onMoneyMoved, onOpenPage, onContactSupport, settings: settings.data };
  return (
    <Page>
      {confirming && (
        <Suspense fallback={null}>
          <PaymentConfirmations client={client} memberId={memberId} currency={currency} />
        </Suspense>
      )}
      <BankCards {...props} cards={cards.data} />
      <WithdrawForm {...props} cards={cards.data} hasPassword={isOn(security.data.paymentPasswordSet)} />
      <WithdrawRecords client={client} memberId={memberId} currency={currency} />
    </Page>
  );
}

/**
 * Whether the C2C confirmations show: from the first time a payment waits (or their list fails), and on after the
 * last answer, which they thank the member for.
 */
function useConfirming(client: MemberCentrePageProps['client'], memberId: string): boolean {
  const list = useQuery(paymentConfirmationsQuery(client, memberId));
  const [confirming, setConfirming] = useState(false);
  const waiting = list.isError || (list.data?.list ?? []).some(awaitsConfirmation);
  if (waiting && !confirming) setConfirming(true);
  return confirming;
}

type PartProps = MemberCentrePageProps & { settings: WithdrawSettings };

function BankCards({ client, memberId, settings, cards }: PartProps & { cards: BankCard[] }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'bankCards') });

  const remove = useMutation({
    mutationFn: (card: BankCard) => client.call('deleteBankCard', { bankCardId: card.id }),
    onSuccess: async () => {
      setNotice(intl.formatMessage(m.removed));
      await refresh();
    },
    onError: () => setNotice(null),
    onSettled: () => setRemoving(null),
  });
  const full = cardsFull(settings, cards);

  return (
    <Section aria-labelledby="withdraw-cards">
      <SectionTitle id="withdraw-cards">{intl.formatMessage(m.cards)}</SectionTitle>
      {notice && <Notice>{notice}</Notice>}
      {remove.error && <FormAlert>{errorText(remove.error)}</FormAlert>}
      {cards.length === 0 ? (
        <p>{intl.formatMessage(m.noCards)}</p>
      ) : (
        <Records>
          {cards.map((card) => (
            <Entry key={String(card.id)}>
              <bdi>{cardLabel(card)}</bdi>
              <Button
                variant="ghost"
                size="sm"
                aria-label={intl.formatMessage(m.remove, { card: cardLabel(card) })}
                onClick={() => {
                  remove.reset();
                  setRemoving(card);
                }}
              >
                {intl.formatMessage(m.removeButton)}
              </Button>
              {card.accountName && (
                <Muted>
                  <bdi>{card.accountName}</bdi>
                </Muted>
              )}
            </Entry>
          ))}
        </Records>
      )}
      <AlertDialog
        kind="confirm"
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={intl.formatMessage(m.removeTitle)}
        message={removing ? intl.formatMessage(m.removeMessage, { card: cardLabel(removing) }) : ''}
        okLabel={intl.formatMessage(m.removeButton)}
        okVariant="danger"
        okLoading={remove.isPending}
        cancelLabel={intl.formatMessage(m.cancel)}
        onOk={() => (removing ? remove.mutateAsync(removing).catch(() => undefined) : Promise.resolve())}
      />
      {full ? (
        <p>{intl.formatMessage(m.cardsFull, { count: Number(settings.maxBankCards) })}</p>
      ) : (
        <AddCardForm client={client} memberId={memberId} settings={settings} onAdded={setNotice} />
      )}
    </Section>
  );
}

const cardFields = ['bankCode', 'accountName', 'cardNumber'] as const;

function AddCardForm({
  client,
  memberId,
  settings,
  onAdded,
}: Pick<PartProps, 'client' | 'memberId' | 'settings'> & { onAdded: (notice: string) => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const banks = useQuery(withdrawBanksQuery(client, memberId));
  const schema = useMemo(
    () =>
      object({
        bankCode: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (dataset.typed && !dataset.value) addIssue({ message: intl.formatMessage(m.chooseBank) });
          }),
        ),
        accountName: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (dataset.typed && !dataset.value.trim()) addIssue({ message: intl.formatMessage(m.holderEmpty) });
          }),
        ),
        cardNumber: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const found = cardNumberProblem(dataset.value, settings);
            if (!found) return;
            const message =
              found.problem === 'empty'
                ? intl.formatMessage(m.cardNumberEmpty)
                : found.problem === 'digits'
                  ? intl.formatMessage(m.cardNumberDigits)
                  : intl.formatMessage(m.cardNumberLength, { min: found.min, max: found.max });
            addIssue({ message });
          }),
        ),
      }),
    [intl, settings],
  );
  const form = useForm({ schema, defaultValues: { bankCode: '', accountName: '', cardNumber: '' } });
  const { errors } = form.formState;

  const add = useMutation({
    mutationFn: (values: { bankCode: string; accountName: string; cardNumber: string }) =>
      client.call('addBankCard', {
        bankCode: values.bankCode,
        accountName: values.accountName.trim(),
        cardNumber: values.cardNumber.replace(/\s+/g, ''),
      }),
    onSuccess: async () => {
      form.reset();
      onAdded(intl.formatMessage(m.added));
      await queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'bankCards') });
    },
    onError: (error) => {
      // A field rule of the platform goes next to its field; other refusals above the form.
      const field = refusalData(error).field;
      const named = cardFields.find((name) => name === field);
      if (named && refusalCode(error) === 'validation_failed') {
        form.setError(named, { message: errorText(error) }, { shouldFocus: true });
      }
    },
  });
  const fieldRefusal =
    add.error &&
    refusalCode(add.error) === 'validation_failed' &&
    cardFields.some((n) => n === refusalData(add.error).field);
  const submit = form.handleSubmit((values) => {
    if (add.isPending) return;
    add.mutate(values);
  });

  return (
    <Form noValidate aria-labelledby="withdraw-add-card" onSubmit={(event) => void submit(event)}>
      <SectionTitle as="h5" id="withdraw-add-card">
        {intl.formatMessage(m.addCard)}
      </SectionTitle>
      {add.error && !fieldRefusal && <FormAlert>{errorText(add.error)}</FormAlert>}
      <Controller
        control={form.control}
        name="bankCode"
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            label={intl.formatMessage(m.bank)}
            options={(banks.data ?? []).map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
            value={field.value}
            onValueChange={field.onChange}
            required
            error={errors.bankCode?.message}
          />
        )}
      />
      <TextField
        label={intl.formatMessage(m.holder)}
        autoComplete="name"
        required
        hint={intl.formatMessage(m.holderHint)}
        error={errors.accountName?.message}
        {...form.register('accountName')}
      />
      <TextField
        label={intl.formatMessage(m.cardNumber)}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errors.cardNumber?.message}
        {...form.register('cardNumber')}
      />
      <Actions>
        <Button type="submit" variant="secondary" loading={add.isPending}>
          {intl.formatMessage(m.addSubmit)}
        </Button>
      </Actions>
    </Form>
  );
}

/** `value` once it has stayed the same for `ms`: the charge is asked for when the player pauses, not per key. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function WithdrawForm({
  client,
  memberId,
  currency,
  onMoneyMoved,
  onOpenPage,
  onContactSupport,
  settings,
  cards,
  hasPassword,
}: PartProps & { cards: BankCard[]; hasPassword: boolean }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const amountText = useAmountText(currency);
  const [keys] = useState(() => intentKeys());
  const [notice, setNotice] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(intl, amount, currency);
  const limits = useMemo(() => withdrawLimits(settings), [settings]);

  const schema = useMemo(
    () =>
      object({
        card: string(),
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
  const form = useForm({
    schema,
    defaultValues: { card: cards[0] ? String(cards[0].id) : '', amount: '', password: '' },
  });
  const { errors } = form.formState;
  const typed = useSettled(useWatch({ control: form.control, name: 'amount' }));
  const typedAmount = amountProblem(typed, limits) ? undefined : readAmount(typed);
  const chargeAmount = typedAmount && 'cents' in typedAmount ? amountOfCents(typedAmount.cents) : undefined;
  const charge = useQuery({
    ...withdrawChargesQuery(client, memberId, chargeAmount ?? 0),
    enabled: chargeAmount !== undefined,
  });

  const refreshRecords = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'withdrawRecords') }),
      queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'withdrawSettings') }),
    ]);

  const withdraw = useMutation({
    mutationFn: async ({ card, cents, password }: { card: string; cents: number; password: string }) => {
      const amount = amountOfCents(cents);
      // The charge is known before the money moves (shown above the button, fetched now if the player was quick).
      await queryClient.fetchQuery(withdrawChargesQuery(client, memberId, amount));
      const key = keys.keyFor({ card, cents });
      return client.call(
        'withdraw',
        { amount, bankCardId: card, password, currentWithdrawType: 'BC' },
        { headers: { [idempotencyKeyHeader]: key } },
      );
    },
    onSuccess: async (value) => {
      keys.settle();
      form.resetField('amount');
      form.resetField('password');
      setNotice(intl.formatMessage(m.accepted, { amount: money(Number(value.amount)) }));
      onMoneyMoved();
      await refreshRecords();
    },
    onError: async (error) => {
      setNotice(null);
      if (!outcomeUnknown(error)) keys.settle();
      else await refreshRecords();
    },
  });

  const submit = form.handleSubmit(({ card, amount, password }) => {
    const read = readAmount(amount);
    if (withdraw.isPending || !('cents' in read)) return;
    withdraw.mutate({ card, cents: read.cents, password });
  });
  const openSecurity = onOpenPage && (() => onOpenPage('securityCenter'));

  return (
    <Section aria-labelledby="withdraw-form">
      <SectionTitle id="withdraw-form">{intl.formatMessage(m.withdraw)}</SectionTitle>
      {notice && <Notice>{notice}</Notice>}
      {!hasPassword ? (
        <Actions>
          <p>{intl.formatMessage(m.needPassword)}</p>
          {openSecurity && <Button onClick={openSecurity}>{intl.formatMessage(m.setPassword)}</Button>}
        </Actions>
      ) : cards.length === 0 ? (
        <p>{intl.formatMessage(m.needCard)}</p>
      ) : (
        <>
          {withdraw.error && (
            <Refusal
              error={withdraw.error}
              currency={currency}
              onOpenPage={onOpenPage}
              onContactSupport={onContactSupport}
            />
          )}
          <Form noValidate onSubmit={(event) => void submit(event)}>
            <Controller
              control={form.control}
              name="card"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label={intl.formatMessage(m.toCard)}
                  options={cards.map((card) => ({ value: String(card.id), label: cardLabel(card) }))}
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
              hint={intl.formatMessage(m.limits, { minimum: money(limits.minimum), maximum: money(limits.maximum) })}
              error={errors.amount?.message}
              {...form.register('amount')}
            />
            <p aria-live="polite">
              {chargeAmount === undefined ? null : charge.data ? (
                intl.formatMessage(m.charge, {
                  charge: money(Number(charge.data.withdrawCharges)),
                  actual: money(Number(charge.data.actualAmount)),
                })
              ) : charge.isPending ? (
                <Muted>{intl.formatMessage(m.chargeLoading)}</Muted>
              ) : null}
            </p>
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
              <Button type="submit" loading={withdraw.isPending}>
                {intl.formatMessage(m.submit)}
              </Button>
            </Actions>
          </Form>
        </>
      )}
    </Section>
  );
}

/** A failed withdrawal in words: the contract's refusals each their own, an unknown outcome pointing at the records. */
function Refusal({
  error,
  currency,
  onOpenPage,
  onContactSupport,
}: Pick<MemberCentrePageProps, 'currency' | 'onOpenPage' | 'onContactSupport'> & { error: unknown }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const money = (amount: number) => formatMoney(intl, amount, currency);
  const alert = (text: string) => <FormAlert>{text}</FormAlert>;
  if (outcomeUnknown(error)) return alert(intl.formatMessage(m.unknownOutcome));
  const refusal = withdrawRefusal(error);
  switch (refusal?.reason) {
    case 'turnover':
      return alert(
        intl.formatMessage(m.turnover, { required: money(refusal.required), actual: money(refusal.actual) }),
      );
    case 'deposit':
      return alert(
        intl.formatMessage(m.deposit, { required: money(refusal.required), deposited: money(refusal.deposited) }),
      );
    case 'information':
      return (
        <>
          {alert(intl.formatMessage(m.information))}
          <Records aria-label={intl.formatMessage(m.information)}>
            {refusal.missing.map((item) => {
              const section = fixOf[item];
              const fix = section ? onOpenPage && (() => onOpenPage('securityCenter', section)) : onContactSupport;
              return (
                <Entry key={item}>
                  <span>{intl.formatMessage(m[item])}</span>
                  {fix && (
                    <Button variant="ghost" size="sm" onClick={fix}>
                      {intl.formatMessage(
                        section === 'bindMobile' ? m.bindMobile : section ? m.bindEmail : m.askSupport,
                      )}
                    </Button>
                  )}
                </Entry>
              );
            })}
          </Records>
        </>
      );
    case 'wrongPassword':
      return alert(intl.formatMessage(m.wrongPassword));
    case 'noPassword':
      return (
        <>
          {alert(intl.formatMessage(m.noPassword))}
          {onOpenPage && (
            <Actions>
              <Button variant="secondary" size="sm" onClick={() => onOpenPage('securityCenter')}>
                {intl.formatMessage(m.setPassword)}
              </Button>
            </Actions>
          )}
        </>
      );
    default:
      return alert(errorText(error));
  }
}

function WithdrawRecords({
  client,
  memberId,
  currency,
}: Pick<MemberCentrePageProps, 'client' | 'memberId' | 'currency'>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const records = useQuery(withdrawRecordsQuery(client, memberId));
  const rows = records.data?.list ?? [];
  return (
    <Section aria-labelledby="withdraw-records">
      <SectionTitle id="withdraw-records">{intl.formatMessage(m.records)}</SectionTitle>
      {records.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : records.isError ? (
        <FormAlert>{errorText(records.error)}</FormAlert>
      ) : rows.length === 0 ? (
        <p>{intl.formatMessage(m.noRecords)}</p>
      ) : (
        <Records>
          {rows.map((row) => {
            const status = recordStatus(row);
            return (
              <Entry key={String(row.withdrawId)}>
                <bdi>{formatMoney(intl, Number(row.amount), currency)}</bdi>
                <span>
                  {!status
                    ? row.status
                    : status.status === 'AUTO_RECEIVED'
                      ? intl.formatMessage(m.AUTO_RECEIVED, { minutes: status.minutes })
                      : intl.formatMessage(m[status.status])}
                </span>
                <Muted>
                  <bdi>{[row.bankName, row.cardNumber?.replace(/^\*+/, '**** ')].filter(Boolean).join(' ')}</bdi>
                </Muted>
                <Muted>{intl.formatDate(Number(row.createTime), { dateStyle: 'medium', timeStyle: 'short' })}</Muted>
              </Entry>
            );
          })}
        </Records>
      )}
    </Section>
  );
}
