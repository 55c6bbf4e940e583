import { idempotencyKeyHeader, type ValueOf } from '@lobby/contract';
import { Button, FormAlert, IconButton, Link, RefreshIcon, Spinner, TextField } from '@lobby/design-system';
import { Controller, useForm, useWatch } from '@lobby/forms';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { object, pipe, rawCheck, string } from 'valibot';
import { outcomeUnknown } from '../common/errors';
import { useErrorText } from '../common/errorText';
import { Actions, Entry, Form, Muted, Notice, Page, Records, Section, SectionTitle } from '../common/page.styles';
import type { MemberCentrePageProps } from '../common/pageProps';
import { amountOfCents, amountProblem, centsOf, readAmount } from '@lobby/i18n/amount';
import { intentKeys } from '../money/intentKeys';
import { useAmountText } from '@lobby/i18n/amount';
import { profileQuery } from '../SecurityPage/security';
import {
  channelKey,
  channelLimits,
  depositMethodsQuery,
  depositRecordsQuery,
  depositRefusal,
  depositSettingsQuery,
  knownMethod,
  knownStatus,
  offeredMethods,
  paymentPageUrl,
  readReceipt,
  transferToContinue,
  type BankTransfer,
  type DepositMethodCode,
  type DepositMethods,
  type DepositSettings,
  type Receipt,
  type ReceiptRefusal,
} from './deposit';
import { depositPageMessages as m } from './DepositPage.messages';
import {
  AccountFacts,
  Choice,
  Choices,
  ChoiceText,
  FactRow,
  FieldProblem,
  Hint,
  Legend,
  Presets,
  TitleRow,
} from './DepositPage.styles';

/** What the remark may hold, as the platform keeps it. */
const maxRemarks = 100;

/** The deposit the player is in the middle of: an online one waiting for its payment page, or a transfer to make. */
type Current =
  | { kind: 'online'; depositId: string; amount: number; url: string | undefined; blocked: boolean }
  | { kind: 'transfer'; details: BankTransfer };

type Made =
  | { kind: 'online'; depositId: string; amount: number; redirectUrl: string; window: Window | null }
  | { kind: 'transfer'; details: BankTransfer };

/**
 * Opens an empty window while the click (or Enter) that asked for it is still being handled, so the browser lets it
 * open; the payment page is loaded into it once the platform answers. Null when the browser blocked it.
 */
function openBlankWindow(): Window | null {
  const opened = window.open('about:blank', '_blank') ?? null;
  if (opened) {
    try {
      // The payment page gets no handle on this one.
      opened.opener = null;
    } catch {
      // A browser that refuses leaves the page no worse off.
    }
  }
  return opened;
}

/**
 * Deposit (`depositv2`): the merchant's methods (online payment, bank transfer) and their channels with each one's
 * limits, the amount presets and an optional promotion; an online deposit paid in a payment window opened on the
 * click, followed when the player comes back; a bank transfer's receiving account with copy buttons, the receipt
 * picture and "I have transferred"; the contract's refusals each in words of its own, and the deposit records.
 */
export function DepositPage({ client, memberId, currency, onMoneyMoved }: MemberCentrePageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const settings = useQuery(depositSettingsQuery(client, memberId));
  const methods = useQuery(depositMethodsQuery(client, memberId));
  const profile = useQuery(profileQuery(client, memberId));
  const records = useQuery(depositRecordsQuery(client, memberId));
  const [current, setCurrent] = useState<Current | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The ids of the deposits made here whose outcome the player waits for; `awaiting` while there is one.
  const watched = useRef(new Set<string>());
  const [awaiting, setAwaiting] = useState(false);
  const paymentWindow = useRef<Window | null>(null);
  const money = useCallback((amount: number) => formatMoney(intl, amount, currency), [intl, currency]);

  /**
   * The records asked again; a watched deposit found settled is said, and one that brought money in lets the app
   * refresh the balance it shows.
   */
  const refreshRecords = useCallback(async () => {
    const { queryKey } = depositRecordsQuery(client, memberId);
    await queryClient.invalidateQueries({ queryKey });
    if (watched.current.size === 0) return;
    const settled = (queryClient.getQueryData(queryKey)?.list ?? []).flatMap((row) => {
      const id = String(row.depositId);
      const status = knownStatus(row.status);
      return watched.current.has(id) && (status === 'SUCCESSFUL' || status === 'FAILED')
        ? [{ id, status, amount: Number(row.amount) }]
        : [];
    });
    if (settled.length === 0) return;
    for (const row of settled) watched.current.delete(row.id);
    setAwaiting(watched.current.size > 0);
    setNotice(
      settled
        .map((row) =>
          intl.formatMessage(row.status === 'SUCCESSFUL' ? m.credited : m.notCompleted, { amount: money(row.amount) }),
        )
        .join(' '),
    );
    setCurrent((now) => (now?.kind === 'online' && settled.some((row) => row.id === now.depositId) ? null : now));
    if (settled.some((row) => row.status === 'SUCCESSFUL')) onMoneyMoved();
  }, [client, memberId, queryClient, intl, money, onMoneyMoved]);
  const watch = (depositId: string) => {
    watched.current.add(depositId);
    setAwaiting(true);
  };

  // While a deposit is awaited, the player coming back (focus, the tab shown again, the payment window closed) asks
  // for the records again: a paid deposit then shows successful.
  useEffect(() => {
    if (!awaiting) return;
    const again = () => {
      if (document.visibilityState !== 'hidden') void refreshRecords();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    const timer = window.setInterval(() => {
      if (paymentWindow.current?.closed) {
        paymentWindow.current = null;
        void refreshRecords();
      }
    }, 1000);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
      window.clearInterval(timer);
    };
  }, [awaiting, refreshRecords]);

  if (settings.isPending || methods.isPending || profile.isPending) {
    return <Spinner label={intl.formatMessage(m.loading)} />;
  }
  if (settings.isError || methods.isError || profile.isError) {
    return (
      <Actions>
        <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
        <Button
          variant="secondary"
          onClick={() => {
            void settings.refetch();
            void methods.refetch();
            void profile.refetch();
          }}
        >
          {intl.formatMessage(m.retry)}
        </Button>
      </Actions>
    );
  }

  const offered = offeredMethods(methods.data);
  const open = settings.data.allowDeposit === 'Y' && offered.length > 0;

  const made = (result: Made) => {
    setNotice(null);
    if (result.kind === 'transfer') {
      setCurrent({ kind: 'transfer', details: result.details });
      watch(String(result.details.depositId));
    } else {
      const url = paymentPageUrl(result.redirectUrl, document.baseURI);
      const opened = result.window && !result.window.closed ? result.window : null;
      if (opened && url) {
        opened.location.href = url;
        paymentWindow.current = opened;
      } else {
        opened?.close();
      }
      setCurrent({
        kind: 'online',
        depositId: result.depositId,
        amount: result.amount,
        url,
        blocked: !(opened && url),
      });
      watch(result.depositId);
    }
    void refreshRecords();
  };

  return (
    <Page>
      <Section aria-labelledby="deposit-form">
        <SectionTitle id="deposit-form">{intl.formatMessage(m.deposit)}</SectionTitle>
        {notice && <Notice>{notice}</Notice>}
        {!open ? (
          <p>{settings.data.depositOffMessage || intl.formatMessage(m.closed)}</p>
        ) : current?.kind === 'transfer' ? (
          <TransferDetails
            client={client}
            details={current.details}
            currency={currency}
            onTransferred={() => {
              setCurrent(null);
              setNotice(intl.formatMessage(m.pendingApproval, { amount: money(Number(current.details.amount)) }));
              void refreshRecords();
            }}
            onBack={() => setCurrent(null)}
          />
        ) : (
          <>
            {current?.kind === 'online' && (
              <>
                <Notice>{intl.formatMessage(m.waiting, { amount: money(current.amount) })}</Notice>
                {current.blocked && current.url && (
                  <p>
                    {intl.formatMessage(m.popupBlocked)}{' '}
                    <Link href={current.url} external externalLabel={intl.formatMessage(m.newWindow)}>
                      {intl.formatMessage(m.openPayment)}
                    </Link>
                  </p>
                )}
              </>
            )}
            <DepositForm
              client={client}
              currency={currency}
              settings={settings.data}
              methods={methods.data}
              offered={offered}
              account={profile.data?.account ?? ''}
              onMade={made}
              onUnknownOutcome={() => void refreshRecords()}
            />
          </>
        )}
      </Section>
      <DepositRecords
        records={records}
        currency={currency}
        onRefresh={() => void refreshRecords()}
        onContinue={
          open
            ? (details) => {
                setNotice(null);
                setCurrent({ kind: 'transfer', details });
                watch(String(details.depositId));
              }
            : undefined
        }
      />
    </Page>
  );
}

interface DepositFormProps {
  client: MemberCentrePageProps['client'];
  currency: string | undefined;
  settings: DepositSettings;
  methods: DepositMethods;
  offered: DepositMethodCode[];
  /** The member's username: a deposit names its own account. */
  account: string;
  onMade: (made: Made) => void;
  onUnknownOutcome: () => void;
}

interface Intent {
  method: DepositMethodCode;
  channel: string;
  cents: number;
  remarks: string;
  promotion: string;
  window: Window | null;
}

const noPromotion = 'none';

function DepositForm({
  client,
  currency,
  settings,
  methods,
  offered,
  account,
  onMade,
  onUnknownOutcome,
}: DepositFormProps) {
  const intl = useIntl();
  const amountText = useAmountText(currency);
  const [keys] = useState(() => intentKeys());
  const [method, setMethod] = useState<DepositMethodCode>(() => offered[0] ?? 'PG');
  const channels = methods[method]?.channels ?? [];
  const [chosen, setChosen] = useState(() => (channels[0] ? channelKey(channels[0]) : ''));
  const channel = channels.find((candidate) => channelKey(candidate) === chosen) ?? channels[0];
  const limits = useMemo(() => (channel ? channelLimits(channel) : {}), [channel]);
  const [windowClosed, setWindowClosed] = useState(false);
  const money = (amount: number) => formatMoney(intl, amount, currency);

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
        remarks: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (dataset.typed && dataset.value.trim().length > maxRemarks) {
              addIssue({ message: intl.formatMessage(m.remarksLong, { max: maxRemarks }) });
            }
          }),
        ),
        promotion: string(),
      }),
    [limits, amountText, intl],
  );
  const form = useForm({ schema, defaultValues: { amount: '', remarks: '', promotion: noPromotion } });
  const { errors } = form.formState;
  const typed = readAmount(useWatch({ control: form.control, name: 'amount' }));
  const typedCents = 'cents' in typed ? typed.cents : undefined;

  // Another channel has other limits: an amount already judged is judged again against them.
  const judged = Boolean(errors.amount);
  useEffect(() => {
    if (judged) form.trigger('amount');
  }, [limits, judged, form]);

  const deposit = useMutation({
    mutationFn: async (intent: Intent): Promise<Made> => {
      const picked = channels.find((candidate) => channelKey(candidate) === intent.channel);
      if (!picked) throw new Error('The channel is no longer offered.');
      const headers = {
        [idempotencyKeyHeader]: keys.keyFor({
          method: intent.method,
          channel: intent.channel,
          cents: intent.cents,
          remarks: intent.remarks,
          promotion: intent.promotion,
        }),
      };
      const amount = amountOfCents(intent.cents);
      const promotionId = intent.promotion === noPromotion ? undefined : intent.promotion;
      if (intent.method === 'PG') {
        const value = await client.call(
          'newDepositPG',
          {
            targetUsername: account,
            amount,
            bankCode: picked.bankCode,
            bankType: picked.bankType,
            vendorId: picked.vendorId,
            ...(promotionId ? { promotionId } : {}),
          },
          { headers },
        );
        return {
          kind: 'online',
          depositId: String(value.depositId),
          amount: Number(value.amount),
          redirectUrl: value.redirectUrl,
          window: intent.window,
        };
      }
      const details = await client.call(
        'newDepositBankTransfer',
        {
          amount,
          bankCode: picked.bankCode,
          ...(intent.remarks ? { remarks: intent.remarks } : {}),
          ...(promotionId ? { promotionId } : {}),
        },
        { headers },
      );
      return { kind: 'transfer', details };
    },
    onSuccess: (result) => {
      keys.settle();
      form.resetField('amount');
      form.resetField('remarks');
      onMade(result);
    },
    onError: (error, intent) => {
      // Refused or unknown, nothing is there to pay: the window opened for it goes, and the page says so.
      if (intent.window && !intent.window.closed) {
        intent.window.close();
        setWindowClosed(true);
      }
      if (outcomeUnknown(error)) onUnknownOutcome();
      else keys.settle();
    },
  });

  const submit = form.handleSubmit(({ amount, remarks, promotion }) => {
    const read = readAmount(amount);
    if (deposit.isPending || !channel || !('cents' in read)) return;
    setWindowClosed(false);
    // Opened now, inside the player's click: a window opened after the answer would be blocked.
    const opened = method === 'PG' ? openBlankWindow() : null;
    deposit.mutate({
      method,
      channel: channelKey(channel),
      cents: read.cents,
      remarks: method === 'MT' ? remarks.trim() : '',
      promotion,
      window: opened,
    });
  });

  const choose = (next: DepositMethodCode) => {
    setMethod(next);
    const first = methods[next]?.channels[0];
    setChosen(first ? channelKey(first) : '');
  };

  return (
    <Form noValidate aria-labelledby="deposit-form" onSubmit={(event) => void submit(event)}>
      {deposit.error && (
        <>
          <Refusal error={deposit.error} currency={currency} />
          {windowClosed && <Muted>{intl.formatMessage(m.windowClosed)}</Muted>}
        </>
      )}
      {offered.length > 1 && (
        <Choices>
          <Legend>{intl.formatMessage(m.method)}</Legend>
          {offered.map((code) => (
            <Choice key={code}>
              <input type="radio" name="method" value={code} checked={method === code} onChange={() => choose(code)} />
              <span>{intl.formatMessage(m[code])}</span>
            </Choice>
          ))}
        </Choices>
      )}
      <Choices>
        <Legend>{intl.formatMessage(m.channel)}</Legend>
        {channels.map((candidate) => {
          const key = channelKey(candidate);
          const bounds = channelLimits(candidate);
          return (
            <Choice key={key}>
              <input
                type="radio"
                name="channel"
                value={key}
                checked={channel !== undefined && channelKey(channel) === key}
                onChange={() => setChosen(key)}
              />
              <ChoiceText>
                <bdi>{candidate.bankName}</bdi>{' '}
                <Muted>
                  {intl.formatMessage(m.channelLimits, {
                    minimum: money(bounds.minimum),
                    maximum: money(bounds.maximum),
                  })}
                </Muted>
              </ChoiceText>
            </Choice>
          );
        })}
      </Choices>
      <TextField
        label={intl.formatMessage(m.amount)}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={
          channel
            ? intl.formatMessage(m.limits, {
                minimum: money(channelLimits(channel).minimum),
                maximum: money(channelLimits(channel).maximum),
              })
            : undefined
        }
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      {settings.amountPresets.length > 0 && (
        <Presets role="group" aria-label={intl.formatMessage(m.presets)}>
          {settings.amountPresets.map((preset) => {
            const cents = centsOf(Number(preset));
            return (
              <Button
                key={cents}
                variant="secondary"
                size="sm"
                aria-pressed={typedCents === cents}
                onClick={() => {
                  form.setValue('amount', String(amountOfCents(cents)));
                  if (errors.amount) form.trigger('amount');
                }}
              >
                {money(amountOfCents(cents))}
              </Button>
            );
          })}
        </Presets>
      )}
      {method === 'MT' && (
        <TextField
          label={intl.formatMessage(m.remarks)}
          autoComplete="off"
          maxLength={maxRemarks}
          hint={intl.formatMessage(m.remarksHint)}
          error={errors.remarks?.message}
          {...form.register('remarks')}
        />
      )}
      {settings.promotions.length > 0 && (
        <Controller
          control={form.control}
          name="promotion"
          render={({ field }) => (
            <Choices>
              <Legend>{intl.formatMessage(m.promotion)}</Legend>
              {[
                { value: noPromotion, label: intl.formatMessage(m.noPromotion) },
                ...settings.promotions.map((promotion) => ({
                  value: String(promotion.promotionId),
                  label: promotion.title,
                })),
              ].map((option) => (
                <Choice key={option.value}>
                  <input
                    type="radio"
                    name={field.name}
                    value={option.value}
                    checked={field.value === option.value}
                    onChange={() => field.onChange(option.value)}
                  />
                  <bdi>{option.label}</bdi>
                </Choice>
              ))}
            </Choices>
          )}
        />
      )}
      <Actions>
        <Button type="submit" loading={deposit.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
      </Actions>
    </Form>
  );
}

/** A refused deposit in words: the contract's refusals each their own, an unknown outcome pointing at the records. */
function Refusal({ error, currency }: { error: unknown; currency: string | undefined }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const money = (amount: number) => formatMoney(intl, amount, currency);
  const alert = (text: string) => <FormAlert>{text}</FormAlert>;
  if (outcomeUnknown(error)) return alert(intl.formatMessage(m.unknownOutcome));
  const refusal = depositRefusal(error);
  switch (refusal?.reason) {
    case 'closed':
      return alert(refusal.message || intl.formatMessage(m.closed));
    case 'overMaximum':
      return refusal.maximum === undefined
        ? alert(errorText(error))
        : alert(intl.formatMessage(m.overMaximum, { amount: money(refusal.maximum) }));
    case 'underMinimum':
      return refusal.minimum === undefined
        ? alert(errorText(error))
        : alert(intl.formatMessage(m.underMinimum, { amount: money(refusal.minimum) }));
    case 'overLimit': {
      const message = { daily: m.overDailyLimit, weekly: m.overWeeklyLimit, monthly: m.overMonthlyLimit }[
        refusal.period
      ];
      return alert(intl.formatMessage(message, { limit: money(refusal.limit), used: money(refusal.used) }));
    }
    default:
      return alert(errorText(error));
  }
}

/** The receiving account of a bank transfer with a copy button per detail, then the receipt and "I have transferred". */
function TransferDetails({
  client,
  details,
  currency,
  onTransferred,
  onBack,
}: {
  client: MemberCentrePageProps['client'];
  details: BankTransfer;
  currency: string | undefined;
  onTransferred: () => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const ids = useId();
  const errorText = useErrorText();
  const [copied, setCopied] = useState('');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // Shown in the form's place (a deposit made, or one continued from the records): the reading starts at its title.
  useEffect(() => title.current?.focus(), []);
  const amount = formatMoney(intl, Number(details.amount), currency);

  const send = useMutation({
    mutationFn: async (picture: Receipt) => {
      await client.call('depositUploadImage', { depositId: details.depositId, image: picture.dataUrl });
      return client.call('createDepositTask', { depositId: details.depositId });
    },
    onSuccess: onTransferred,
  });

  const copy = async (what: string, text: string) => {
    setCopied('');
    try {
      await navigator.clipboard.writeText(text);
      setCopied(intl.formatMessage(m.copied, { what }));
    } catch {
      setCopied(intl.formatMessage(m.copyFailed));
    }
  };

  const refusalText = (refusal: ReceiptRefusal) => {
    const name = `\u2068${refusal.name}\u2069`;
    if (refusal.reason === 'tooBig') return intl.formatMessage(m.receiptTooBig, { name });
    if (refusal.reason === 'wrongType') return intl.formatMessage(m.receiptWrongType, { name });
    return intl.formatMessage(m.receiptUnreadable, { name });
  };

  const chooseFile = async (file: File) => {
    setReading(true);
    try {
      const read = await readReceipt(file);
      if ('reason' in read) {
        setReceipt(null);
        setProblem(refusalText(read));
      } else {
        setReceipt(read);
        setProblem(null);
      }
    } finally {
      setReading(false);
    }
  };

  // Each detail as the player copies it; the amount shown in the currency, copied as the bare number.
  const rows: Array<{ label: string; value: string; shown?: string }> = [
    { label: intl.formatMessage(m.bank), value: details.bankChName },
    ...(details.bankBranch ? [{ label: intl.formatMessage(m.branch), value: details.bankBranch }] : []),
    { label: intl.formatMessage(m.accountName), value: details.receiverNamePinyin },
    { label: intl.formatMessage(m.accountNumber), value: details.accountNumber },
    { label: intl.formatMessage(m.amount), value: String(details.amount), shown: amount },
    ...(details.remarks ? [{ label: intl.formatMessage(m.yourRemarks), value: details.remarks }] : []),
  ];

  return (
    <Section aria-labelledby="deposit-transfer">
      <SectionTitle as="h5" id="deposit-transfer" ref={title} tabIndex={-1}>
        {intl.formatMessage(m.transfer)}
      </SectionTitle>
      <p>{intl.formatMessage(m.transferIntro, { amount })}</p>
      <AccountFacts>
        {rows.map((row) => (
          <FactRow key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <bdi>{row.shown ?? row.value}</bdi>
            </dd>
            <dd>
              {/* Named by what it copies, the visible word first and apart, so the name holds what is seen. */}
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${intl.formatMessage(m.copy)} ${row.label}`}
                onClick={() => void copy(row.label, row.value)}
              >
                {intl.formatMessage(m.copy)}
              </Button>
            </dd>
          </FactRow>
        ))}
      </AccountFacts>
      <Hint aria-live="polite" aria-atomic="true">
        {copied}
      </Hint>
      <Form
        noValidate
        aria-labelledby="deposit-transfer"
        onSubmit={(event) => {
          event.preventDefault();
          if (send.isPending || reading) return;
          if (!receipt) {
            setProblem(intl.formatMessage(m.receiptMissing));
            chooseButton.current?.focus();
            return;
          }
          send.mutate(receipt);
        }}
      >
        {send.error && <FormAlert>{errorText(send.error)}</FormAlert>}
        <div>
          <Legend as="p" id={`${ids}-receipt`}>
            {intl.formatMessage(m.receipt)}
          </Legend>
          <Actions>
            <Button
              ref={chooseButton}
              variant="secondary"
              size="sm"
              loading={reading}
              aria-describedby={`${ids}-receipt ${ids}-receipt-hint ${ids}-receipt-problem`}
              onClick={() => fileInput.current?.click()}
            >
              {intl.formatMessage(m.chooseReceipt)}
            </Button>
            {receipt && <Muted>{intl.formatMessage(m.receiptChosen, { name: `\u2068${receipt.name}\u2069` })}</Muted>}
          </Actions>
          {/* The button opens it; the choice is checked here rather than trusted to `accept`. */}
          <input
            ref={fileInput}
            type="file"
            name="receipt"
            accept="image/png,image/jpeg"
            hidden
            tabIndex={-1}
            aria-label={intl.formatMessage(m.receipt)}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared, so choosing the same file again is a change again.
              event.currentTarget.value = '';
              if (file) void chooseFile(file);
            }}
          />
          <Hint id={`${ids}-receipt-hint`}>{intl.formatMessage(m.receiptHint)}</Hint>
          <FieldProblem id={`${ids}-receipt-problem`} aria-live="assertive">
            {problem}
          </FieldProblem>
        </div>
        <Actions>
          <Button type="submit" loading={send.isPending}>
            {intl.formatMessage(m.transferred)}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            {intl.formatMessage(m.another)}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}

function DepositRecords({
  records,
  currency,
  onRefresh,
  onContinue,
}: {
  records: UseQueryResult<ValueOf<'depositRecords'>>;
  currency: string | undefined;
  onRefresh: () => void;
  /** Shows a bank transfer left before it was said made, to finish it; absent while deposits are closed. */
  onContinue: ((details: BankTransfer) => void) | undefined;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const rows = records.data?.list ?? [];
  return (
    <Section aria-labelledby="deposit-records">
      <TitleRow>
        <SectionTitle id="deposit-records">{intl.formatMessage(m.records)}</SectionTitle>
        <IconButton
          label={intl.formatMessage(m.refresh)}
          icon={<RefreshIcon />}
          size="sm"
          loading={records.isFetching && !records.isPending}
          onClick={onRefresh}
        />
      </TitleRow>
      {records.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : records.isError ? (
        <FormAlert>{errorText(records.error)}</FormAlert>
      ) : rows.length === 0 ? (
        <p>{intl.formatMessage(m.noRecords)}</p>
      ) : (
        <Records>
          {rows.map((row) => {
            const status = knownStatus(row.status);
            const method = knownMethod(row.method);
            const amount = formatMoney(intl, Number(row.amount), currency);
            const unfinished = onContinue && transferToContinue(row);
            return (
              <Entry key={String(row.depositId)}>
                <bdi>{amount}</bdi>
                <span>{status ? intl.formatMessage(m[status]) : row.status}</span>
                <Muted>
                  <bdi>
                    {[method ? intl.formatMessage(m[method]) : row.method, row.bankName].filter(Boolean).join(' · ')}
                  </bdi>
                </Muted>
                <Muted>{intl.formatDate(Number(row.createTime), { dateStyle: 'medium', timeStyle: 'short' })}</Muted>
                {unfinished && (
                  <span>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={intl.formatMessage(m.continueTransferLabel, { amount })}
                      onClick={() => onContinue?.(unfinished)}
                    >
                      {intl.formatMessage(m.continueTransfer)}
                    </Button>
                  </span>
                )}
              </Entry>
            );
          })}
        </Records>
      )}
    </Section>
  );
}
