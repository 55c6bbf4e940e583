import type { BodyOf } from '@lobby/contract';
import { AlertDialog, Button, FormAlert, Link, Select, Spinner, TextField } from '@lobby/design-system';
import { Controller, useForm, useWatch } from '@lobby/forms';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { object, pipe, rawCheck, string } from 'valibot';
import { outcomeUnknown } from '../common/errors';
import { useErrorText } from '../common/errorText';
import { Actions, Entry, Form, Muted, Notice, Page, Records, Section, SectionTitle } from '../common/page.styles';
import { memberCentreKey, type MemberCentrePageProps } from '../common/pageProps';
import { amountOfCents, amountProblem, readAmount } from '@lobby/i18n/amount';
import { useAmountText } from '@lobby/i18n/amount';
import {
  reminderIntervals,
  useReminderInterval,
  writeReminderInterval,
  type ReminderInterval,
} from '../RealityCheck/realityCheck';
import { responsibleGamblingPageMessages as m } from './ResponsibleGamblingPage.messages';
import {
  breakPeriods,
  depositLimitsQuery,
  limitOutcome,
  limitPeriods,
  type BreakPeriod,
  type DepositLimits,
  type LimitOutcome,
  type LimitPeriod,
} from './responsibleGambling';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * Responsible gambling (`responsibleGambling`): the member's daily, weekly and monthly deposit limits (set, lowered
 * at once, raised or removed after the platform's wait), a time-out or self-exclusion confirmed in plain words and
 * followed by the sign-out, the reality-check reminder's interval, and the brand's help organisations.
 */
export function ResponsibleGamblingPage({
  client,
  memberId,
  currency,
  onSignOut,
  helpOrganisations = [],
}: MemberCentrePageProps) {
  return (
    <Page>
      <LimitsSection client={client} memberId={memberId} currency={currency} />
      <BreakSection client={client} onSignOut={onSignOut} />
      <ReminderSection />
      {helpOrganisations.length > 0 && <HelpSection organisations={helpOrganisations} />}
    </Page>
  );
}

type LimitsProps = Pick<MemberCentrePageProps, 'client' | 'memberId' | 'currency'>;

function LimitsSection({ client, memberId, currency }: LimitsProps) {
  const intl = useIntl();
  const limits = useQuery(depositLimitsQuery(client, memberId));
  return (
    <Section aria-labelledby="responsible-limits">
      <SectionTitle id="responsible-limits">{intl.formatMessage(m.limits)}</SectionTitle>
      <p>{intl.formatMessage(m.limitsIntro)}</p>
      {limits.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : limits.isError ? (
        <Actions>
          <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
          <Button variant="secondary" onClick={() => void limits.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Actions>
      ) : (
        <>
          <LimitList limits={limits.data} currency={currency} />
          <LimitForm client={client} memberId={memberId} currency={currency} limits={limits.data} />
        </>
      )}
    </Section>
  );
}

function LimitList({ limits, currency }: { limits: DepositLimits; currency: string | undefined }) {
  const intl = useIntl();
  const money = (amount: number) => formatMoney(intl, amount, currency);
  return (
    <Records>
      {limitPeriods.map((period) => {
        const row = limits[period];
        return (
          <Entry key={period} data-period={period}>
            <span>{intl.formatMessage(m[period])}</span>
            <bdi>{row.limit == null ? intl.formatMessage(m.noLimit) : money(row.limit)}</bdi>
            <Muted>{intl.formatMessage(m.used, { amount: money(row.used) })}</Muted>
            {row.pendingFrom != null && (
              <Muted>
                {row.pendingLimit == null
                  ? intl.formatMessage(m.pendingRemoval, { time: intl.formatDate(row.pendingFrom, dateTime) })
                  : intl.formatMessage(m.pendingRaise, {
                      amount: money(row.pendingLimit),
                      time: intl.formatDate(row.pendingFrom, dateTime),
                    })}
              </Muted>
            )}
          </Entry>
        );
      })}
    </Records>
  );
}

function LimitForm({ client, memberId, currency, limits }: LimitsProps & { limits: DepositLimits }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const amountText = useAmountText(currency);
  const [outcome, setOutcome] = useState<{ period: LimitPeriod; outcome: LimitOutcome } | null>(null);
  const money = (amount: number) => formatMoney(intl, amount, currency);

  const schema = useMemo(
    () =>
      object({
        period: string(),
        amount: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const problem = amountProblem(dataset.value);
            if (problem) addIssue({ message: amountText(problem, {}) });
          }),
        ),
      }),
    [amountText],
  );
  const form = useForm({ schema, defaultValues: { period: 'daily', amount: '' } });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control, name: 'period' });
  const period: LimitPeriod = limitPeriods.find((known) => known === watched) ?? 'daily';
  const current = limits[period];
  const removable = current.limit != null && !(current.pendingFrom != null && current.pendingLimit == null);

  const save = useMutation({
    mutationFn: ({ period, amount }: { period: LimitPeriod; amount: number | null }) => {
      // Only the period changed is sent: the others stay as they are.
      const body: BodyOf<'setDepositLimits'> = {};
      body[period] = amount;
      return client.call('setDepositLimits', body);
    },
    onMutate: () => setOutcome(null),
    onSuccess: (answer, { period, amount }) => {
      queryClient.setQueryData(memberCentreKey(memberId, 'depositLimits'), answer);
      setOutcome({ period, outcome: limitOutcome(answer, period, amount) });
      if (amount !== null) form.resetField('amount');
    },
    onError: async (error) => {
      // The limits shown are the truth after an answer that never came: fetch them again.
      if (outcomeUnknown(error)) {
        await queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'depositLimits') });
      }
    },
  });

  const submit = form.handleSubmit(({ amount }) => {
    const read = readAmount(amount);
    if (save.isPending || !('cents' in read)) return;
    save.mutate({ period, amount: amountOfCents(read.cents) });
  });

  const said = outcome && outcomeText(outcome.period, outcome.outcome);
  function outcomeText(period: LimitPeriod, result: LimitOutcome): string {
    if (result.applied === 'now') {
      return result.limit === null
        ? intl.formatMessage(m.removedNow, { period })
        : intl.formatMessage(m.appliedNow, { period, amount: money(result.limit) });
    }
    const time = intl.formatDate(result.from, dateTime);
    const currentText = result.current === null ? intl.formatMessage(m.noLimit) : money(result.current);
    return result.limit === null
      ? intl.formatMessage(m.removedLater, { period, time, current: currentText })
      : intl.formatMessage(m.appliedLater, { period, amount: money(result.limit), time, current: currentText });
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {said && <Notice>{said}</Notice>}
      {save.error && (
        <FormAlert>{outcomeUnknown(save.error) ? intl.formatMessage(m.limitUnknown) : errorText(save.error)}</FormAlert>
      )}
      <Controller
        control={form.control}
        name="period"
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            label={intl.formatMessage(m.period)}
            options={limitPeriods.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
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
        hint={intl.formatMessage(m.amountHint)}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <Actions>
        <Button type="submit" loading={save.isPending && save.variables?.amount !== null}>
          {intl.formatMessage(m.save)}
        </Button>
        {removable && (
          <Button
            variant="secondary"
            loading={save.isPending && save.variables?.amount === null}
            onClick={() => {
              if (!save.isPending) save.mutate({ period, amount: null });
            }}
          >
            {intl.formatMessage(m.remove)}
          </Button>
        )}
      </Actions>
    </Form>
  );
}

function BreakSection({ client, onSignOut }: Pick<MemberCentrePageProps, 'client' | 'onSignOut'>) {
  const intl = useIntl();
  const errorText = useErrorText();
  // The break asked about, with its end as the confirmation names it (from when the player asked).
  const [asked, setAsked] = useState<{ period: BreakPeriod; until: number } | null>(null);
  const [until, setUntil] = useState<number | null>(null);
  const label = (period: BreakPeriod) => intl.formatMessage(m[`break${period}` as const]);

  const start = useMutation({
    mutationFn: (period: BreakPeriod) => client.call('selfExclude', { period }),
    onMutate: () => setUntil(null),
    onSuccess: async (value) => {
      setUntil(value.until);
      setAsked(null);
      await onSignOut?.();
    },
  });

  return (
    <Section aria-labelledby="responsible-breaks">
      <SectionTitle id="responsible-breaks">{intl.formatMessage(m.breaks)}</SectionTitle>
      <p>{intl.formatMessage(m.breaksIntro)}</p>
      {until !== null && (
        <Notice>{intl.formatMessage(m.breakStarted, { until: intl.formatDate(until, dateTime) })}</Notice>
      )}
      {start.error && (
        <FormAlert>
          {outcomeUnknown(start.error) ? intl.formatMessage(m.breakUnknown) : errorText(start.error)}
        </FormAlert>
      )}
      <Actions>
        {breakPeriods.map((option) => (
          <Button
            key={option.period}
            variant="secondary"
            data-period={option.period}
            onClick={() => {
              start.reset();
              setAsked({ period: option.period, until: Date.now() + option.ms });
            }}
          >
            {label(option.period)}
          </Button>
        ))}
      </Actions>
      <AlertDialog
        kind="confirm"
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open && !start.isPending) setAsked(null);
        }}
        title={asked ? intl.formatMessage(m.breakTitle, { period: label(asked.period) }) : ''}
        message={asked ? intl.formatMessage(m.breakMessage, { until: intl.formatDate(asked.until, dateTime) }) : ''}
        okLabel={intl.formatMessage(m.breakConfirm)}
        okVariant="danger"
        okLoading={start.isPending}
        cancelLabel={intl.formatMessage(m.cancel)}
        onOk={() =>
          asked
            ? start.mutateAsync(asked.period).catch(() => {
                setAsked(null);
              })
            : Promise.resolve()
        }
      />
    </Section>
  );
}

function ReminderSection() {
  const intl = useIntl();
  const interval = useReminderInterval();
  const [saved, setSaved] = useState<ReminderInterval | null>(null);
  return (
    <Section aria-labelledby="responsible-reminder">
      <SectionTitle id="responsible-reminder">{intl.formatMessage(m.reminder)}</SectionTitle>
      <p>{intl.formatMessage(m.reminderIntro)}</p>
      <Select
        name="realityCheck"
        label={intl.formatMessage(m.reminderInterval)}
        options={reminderIntervals.map((minutes) => ({
          value: String(minutes),
          label: minutes === 0 ? intl.formatMessage(m.reminderOff) : intl.formatMessage(m.reminderMinutes, { minutes }),
        }))}
        value={String(interval)}
        onValueChange={(value) => {
          const minutes = reminderIntervals.find((known) => String(known) === value) ?? 0;
          writeReminderInterval(minutes);
          setSaved(minutes);
        }}
      />
      {saved !== null && (
        <Notice>
          {saved === 0
            ? intl.formatMessage(m.reminderStopped)
            : intl.formatMessage(m.reminderSaved, { minutes: saved })}
        </Notice>
      )}
    </Section>
  );
}

function HelpSection({ organisations }: { organisations: NonNullable<MemberCentrePageProps['helpOrganisations']> }) {
  const intl = useIntl();
  return (
    <Section aria-labelledby="responsible-help">
      <SectionTitle id="responsible-help">{intl.formatMessage(m.help)}</SectionTitle>
      <p>{intl.formatMessage(m.helpIntro)}</p>
      <Records>
        {organisations.map((organisation) => (
          <li key={organisation.url}>
            <Link
              href={organisation.url}
              external
              externalLabel={intl.formatMessage(m.opensInNewTab)}
              underline="always"
            >
              <bdi>{organisation.name}</bdi>
            </Link>
          </li>
        ))}
      </Records>
    </Section>
  );
}
