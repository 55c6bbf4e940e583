import { intentKeys, outcomeUnknown, refusalCode } from '@lobby/api-client';
import { errorCodes, idempotencyKeyHeader } from '@lobby/contract';
import { Button, FormAlert, Spinner, TextField } from '@lobby/design-system';
import { useForm, useWatch } from '@lobby/forms';
import { amountOfCents, amountProblem, centsOf, readAmount, useAmountText } from '@lobby/i18n/amount';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { object, pipe, rawCheck, string } from 'valibot';
import { useErrorText } from '../common/errorText';
import { useMoney } from '../common/money';
import { Muted, SectionTitle } from '../common/page.styles';
import type { AgentCentrePageProps } from '../common/pageProps';
import { afterTransferKeys, mainBalanceQuery } from './downlines';
import { teamManagementMessages as m } from './TeamManagementPage.messages';
import { FormActions, TransferForm, TransferPanel as Panel } from './TeamManagementPage.styles';

/** A downline a transfer pays. */
export interface Payee {
  username: string;
}

interface TransferPanelProps extends AgentCentrePageProps {
  payees: readonly Payee[];
  onClose: () => void;
  /** After a transfer went through: the list's choice is spent. */
  onDone: () => void;
}

/**
 * The transfer to one downline or several (`transferToDownlines`): the same amount to each, from the agent's main
 * wallet, confirmed by the payment password. The heading takes focus when the form opens; a transfer that went through
 * says what moved and what the wallet now holds; a refusal says why and moves nothing; an unknown outcome points at
 * the records, and a retry of the same transfer sends the same idempotency key.
 */
export function TransferPanel({
  client,
  memberId,
  currency,
  onMoneyMoved,
  onOpenPage,
  payees,
  onClose,
  onDone,
}: TransferPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const balance = useQuery(mainBalanceQuery(client, memberId));
  const count = payees.length;
  const [firstPayee] = payees;
  const names = payees.map((payee) => payee.username);
  const who = names.join();

  // The form opened (or now pays someone else): the agent is taken to it.
  useEffect(() => heading.current?.focus(), [who]);

  return (
    <Panel aria-labelledby={headingId}>
      <SectionTitle id={headingId} ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.formTitle, { count, name: firstPayee?.username ?? '' })}
      </SectionTitle>
      {count > 1 && <Muted>{names.join(', ')}</Muted>}
      {balance.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : balance.isError ? (
        <BalanceFailed error={balance.error} onRetry={() => void balance.refetch()} />
      ) : (
        <AmountForm
          key={who}
          client={client}
          memberId={memberId}
          currency={currency}
          onMoneyMoved={onMoneyMoved}
          onOpenPage={onOpenPage}
          names={names}
          balance={balance.data}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Panel>
  );
}

function BalanceFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <>
      <FormAlert>{errorText(error)}</FormAlert>
      <FormActions>
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </FormActions>
    </>
  );
}

interface AmountFormProps extends Pick<
  AgentCentrePageProps,
  'client' | 'memberId' | 'currency' | 'onMoneyMoved' | 'onOpenPage'
> {
  names: readonly string[];
  balance: number;
  onClose: () => void;
  onDone: () => void;
}

function AmountForm({
  client,
  memberId,
  currency,
  onMoneyMoved,
  onOpenPage,
  names,
  balance,
  onClose,
  onDone,
}: AmountFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const amountText = useAmountText(currency);
  const { money } = useMoney(currency);
  const [keys] = useState(() => intentKeys());
  const [notice, setNotice] = useState<string | null>(null);
  const count = names.length;

  const schema = useMemo(
    () =>
      object({
        amount: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const problem = amountProblem(dataset.value, count === 1 ? { balance } : {});
            if (problem) addIssue({ message: amountText(problem, { balance }) });
            else if (count > 1 && overTotal(dataset.value, count, balance)) {
              addIssue({ message: intl.formatMessage(m.overTotal, { amount: money(balance) }) });
            }
          }),
        ),
        password: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (dataset.typed && dataset.value === '') addIssue({ message: intl.formatMessage(m.passwordEmpty) });
          }),
        ),
      }),
    [balance, count, amountText, intl, money],
  );
  const form = useForm({ schema, defaultValues: { amount: '', password: '' } });
  const { errors } = form.formState;
  const typed = readAmount(useWatch({ control: form.control, name: 'amount' }));

  const refresh = () =>
    Promise.all(afterTransferKeys(memberId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const transfer = useMutation({
    mutationFn: ({ cents, password }: { cents: number; password: string }) =>
      client.call(
        'transferToDownlines',
        { downlines: [...names], amount: amountOfCents(cents), password },
        { headers: { [idempotencyKeyHeader]: keys.keyFor({ names, cents }) } },
      ),
    onSuccess: async (value) => {
      keys.settle();
      form.reset();
      setNotice(
        intl.formatMessage(m.transferred, {
          amount: money(Number(value.amountEach)),
          count: Number(value.downlineCount),
          name: names[0] ?? '',
          balance: money(Number(value.balance)),
        }),
      );
      onDone();
      onMoneyMoved?.();
      await refresh();
    },
    onError: async (error) => {
      setNotice(null);
      if (!outcomeUnknown(error)) keys.settle();
      else await refresh();
    },
  });

  const submit = form.handleSubmit(({ amount, password }) => {
    const read = readAmount(amount);
    if (transfer.isPending || !('cents' in read)) return;
    transfer.mutate({ cents: read.cents, password });
  });

  return (
    <>
      {notice && <p role="status">{notice}</p>}
      {transfer.error && <Refusal error={transfer.error} onOpenPage={onOpenPage} />}
      <TransferForm noValidate onSubmit={(event) => void submit(event)}>
        <Muted>{intl.formatMessage(m.intro)}</Muted>
        <TextField
          label={intl.formatMessage(count === 1 ? m.amount : m.amountEach)}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={intl.formatMessage(m.available, { amount: money(balance) })}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        {count > 1 && 'cents' in typed && (
          <Muted>{intl.formatMessage(m.total, { count, amount: money(amountOfCents(typed.cents * count)) })}</Muted>
        )}
        <TextField
          label={intl.formatMessage(m.paymentPassword)}
          type="password"
          autoComplete="off"
          required
          showPasswordLabel={intl.formatMessage(m.showPassword)}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormActions>
          <Button type="submit" loading={transfer.isPending}>
            {intl.formatMessage(m.submit)}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </FormActions>
      </TransferForm>
    </>
  );
}

/** Whether `count` times the typed amount is more than the wallet holds. */
const overTotal = (text: string, count: number, balance: number) => {
  const read = readAmount(text);
  return 'cents' in read && read.cents * count > centsOf(balance);
};

/** A refused transfer in words: the refusals this page knows each their own, an unknown outcome pointing at the records. */
function Refusal({ error, onOpenPage }: { error: unknown; onOpenPage: ((page: string) => void) | undefined }) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (outcomeUnknown(error)) return <FormAlert>{intl.formatMessage(m.unknownOutcome)}</FormAlert>;
  switch (refusalCode(error)) {
    case errorCodes.paymentPasswordNotExists:
      return (
        <>
          <FormAlert>{intl.formatMessage(m.noPassword)}</FormAlert>
          {onOpenPage && (
            <FormActions>
              <Button variant="secondary" size="sm" onClick={() => onOpenPage('securityCenter')}>
                {intl.formatMessage(m.setPassword)}
              </Button>
            </FormActions>
          )}
        </>
      );
    case errorCodes.invalidPaymentPassword:
      return <FormAlert>{intl.formatMessage(m.wrongPassword)}</FormAlert>;
    case errorCodes.transferBalanceNotEnough:
      return <FormAlert>{intl.formatMessage(m.balanceShort)}</FormAlert>;
    case errorCodes.downlineNotFound:
      return <FormAlert>{intl.formatMessage(m.notInTeam)}</FormAlert>;
    case errorCodes.downlineTransferSingleOnly:
      return <FormAlert>{intl.formatMessage(m.singleOnly)}</FormAlert>;
    default:
      return <FormAlert>{errorText(error)}</FormAlert>;
  }
}
