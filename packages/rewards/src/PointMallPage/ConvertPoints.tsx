import { ApiError, intentKeys, outcomeUnknown, refusalCode } from '@lobby/api-client';
import { errorCodes, idempotencyKeyHeader } from '@lobby/contract';
import { Button, FormAlert, TextField } from '@lobby/design-system';
import { useForm, useWatch } from '@lobby/forms';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { object, pipe, rawCheck, string } from 'valibot';
import { refusalData } from '../common/errors';
import { oneAtATime } from '../common/oneAtATime';
import type { PointMallPageProps } from './PointMallPage';
import { pointMallPageMessages as m } from './PointMallPage.messages';
import { Actions, Form, Notice, Section, SectionTitle } from './PointMallPage.styles';
import { pointsKey } from './pointMall';
import { wholeNumber } from './wholeNumber';

interface ConvertPointsProps extends PointMallPageProps {
  memberId: string;
  points: number | undefined;
  moneyPerPoint: number;
  minPoints: number;
  offered: boolean;
}

interface Values {
  amount: string;
  password: string;
}

/**
 * Converts points into money in the main wallet at the merchant's rate, confirmed by the login password (never kept:
 * the field is emptied once done). A money movement: it carries an idempotency key, and the app's balances follow.
 */
export function ConvertPoints({
  client,
  memberId,
  currency,
  onMoneyMoved,
  points,
  moneyPerPoint,
  minPoints,
  offered,
}: ConvertPointsProps) {
  const intl = useIntl();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [keys] = useState(() => intentKeys());
  // One request at a time: a second press while one is on its way does nothing (a double click redeems once).
  const [gate] = useState(oneAtATime);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const number = (n: number) => intl.formatNumber(n);
  const money = (amount: number) => formatMoney(intl, amount, currency);
  const worth = (count: number) => Math.round(count * moneyPerPoint * 100) / 100;

  const schema = useMemo(
    () =>
      object({
        amount: pipe(
          string(),
          rawCheck(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const amount = wholeNumber(dataset.value);
            if (!Number.isInteger(amount) || amount < minPoints) {
              addIssue({ message: intl.formatMessage(m.convertInvalid, { min: intl.formatNumber(minPoints) }) });
            } else if (points !== undefined && amount > points) {
              addIssue({ message: intl.formatMessage(m.convertOverBalance, { points: intl.formatNumber(points) }) });
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
    [intl, minPoints, points],
  );
  const form = useForm<Values, Values>({ schema, defaultValues: { amount: '', password: '' } });
  const { errors } = form.formState;
  const typed = wholeNumber(useWatch({ control: form.control, name: 'amount' }));

  function explain(error: unknown) {
    if (outcomeUnknown(error)) return setRefusal(intl.formatMessage(m.unknownOutcome));
    if (error instanceof ApiError && error.isRateLimited) return setRefusal(intl.formatMessage(m.tooManyTries));
    const data = refusalData(error);
    switch (refusalCode(error)) {
      case errorCodes.passwordInvalid:
        return form.setError('password', { message: intl.formatMessage(m.wrongPassword) }, { shouldFocus: true });
      case errorCodes.pointBalanceNotEnough:
        void queryClient.invalidateQueries({ queryKey: pointsKey(memberId) });
        return form.setError(
          'amount',
          { message: intl.formatMessage(m.convertOverBalance, { points: number(Number(data.pointBalance ?? 0)) }) },
          { shouldFocus: true },
        );
      case errorCodes.pointAmountInvalid:
        return form.setError(
          'amount',
          {
            message: intl.formatMessage(m.convertInvalid, { min: number(Number(data.minConvertPoints ?? minPoints)) }),
          },
          { shouldFocus: true },
        );
      default:
        return setRefusal(error instanceof ApiError && error.message ? error.message : intl.formatMessage(m.failed));
    }
  }

  const submit = form.handleSubmit(async ({ amount, password }) => {
    if (!gate.enter()) return;
    setPending(true);
    setNotice(null);
    setRefusal(null);
    const count = wholeNumber(amount);
    try {
      const done = await client.call(
        'convertPoints',
        { amount: count, password },
        { headers: { [idempotencyKeyHeader]: keys.keyFor({ points: count }) } },
      );
      keys.settle();
      form.reset();
      setNotice(
        intl.formatMessage(m.converted, {
          points: number(Number(done.pointAmount)),
          amount: money(Number(done.amount)),
        }),
      );
      onMoneyMoved();
      void queryClient.invalidateQueries({ queryKey: pointsKey(memberId) });
    } catch (error) {
      if (!outcomeUnknown(error)) keys.settle();
      else {
        onMoneyMoved();
        void queryClient.invalidateQueries({ queryKey: pointsKey(memberId) });
      }
      explain(error);
    } finally {
      gate.leave();
      setPending(false);
    }
  });

  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{intl.formatMessage(m.convertTitle)}</SectionTitle>
      {!offered ? (
        <p>{intl.formatMessage(m.convertOff)}</p>
      ) : (
        <>
          <p>{intl.formatMessage(m.convertIntro, { points: number(minPoints), amount: money(worth(minPoints)) })}</p>
          {notice && <Notice>{notice}</Notice>}
          {refusal && <FormAlert>{refusal}</FormAlert>}
          <Form noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label={intl.formatMessage(m.convertAmount)}
              inputMode="numeric"
              autoComplete="off"
              required
              hint={
                Number.isInteger(typed) && typed > 0
                  ? intl.formatMessage(m.convertWorth, { amount: money(worth(typed)) })
                  : intl.formatMessage(m.convertHint, { min: number(minPoints), max: number(points ?? 0) })
              }
              error={errors.amount?.message}
              {...form.register('amount')}
            />
            <TextField
              label={intl.formatMessage(m.password)}
              type="password"
              autoComplete="current-password"
              required
              showPasswordLabel={intl.formatMessage(m.showPassword)}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Actions>
              <Button type="submit" loading={pending}>
                {intl.formatMessage(m.convertSubmit)}
              </Button>
            </Actions>
          </Form>
        </>
      )}
    </Section>
  );
}
