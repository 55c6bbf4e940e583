import type { ApiClient } from '@lobby/api-client';
import { ApiError, intentKeys, outcomeUnknown, refusalCode } from '@lobby/api-client';
import { errorCodes, idempotencyKeyHeader, type PointRewardItem } from '@lobby/contract';
import { Button, Dialog, FormAlert, TextField } from '@lobby/design-system';
import { useForm, useWatch } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { object, pipe, rawCheck, string } from 'valibot';
import { refusalData } from '../common/errors';
import { oneAtATime } from '../common/oneAtATime';
import { pointMallPageMessages as m } from './PointMallPage.messages';
import { Form, Price } from './PointMallPage.styles';
import { isPhysical, maxQuantity, pointsKey } from './pointMall';
import { wholeNumber } from './wholeNumber';

/** The longest address line and remark the platform keeps. */
export const maxAddressLength = 200;

interface RedeemDialogProps {
  client: ApiClient;
  memberId: string;
  reward: PointRewardItem;
  /** The member's points; undefined while unknown (the platform then judges). */
  points: number | undefined;
  onClose: () => void;
  onRedeemed: (notice: string) => void;
  /** The catalogue may have changed under the member (sold out meanwhile): read it again. */
  onCatalogueChanged: () => void;
}

interface Values {
  quantity: string;
  password: string;
  province: string;
  remarks: string;
}

/**
 * Redeems a reward: the quantity (bounded by what is left and what the points pay for), the login password (never
 * kept: it lives in the field until the dialog closes), and for a reward that is sent, the address. One press redeems
 * once: a second press while the first is on its way does nothing, and a retry after no answer sends the same key.
 */
export function RedeemDialog({
  client,
  memberId,
  reward,
  points,
  onClose,
  onRedeemed,
  onCatalogueChanged,
}: RedeemDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const queryClient = useQueryClient();
  const physical = isPhysical(reward);
  const max = maxQuantity(reward, points);
  const [keys] = useState(() => intentKeys());
  // One request at a time: a second press while one is on its way does nothing (a double click redeems once).
  const [gate] = useState(oneAtATime);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const number = (n: number) => intl.formatNumber(n);

  const schema = useMemo(() => {
    const required = (message: string) =>
      pipe(
        string(),
        rawCheck(({ dataset, addIssue }) => {
          if (dataset.typed && dataset.value.trim() === '') addIssue({ message });
        }),
      );
    const bounded = pipe(
      string(),
      rawCheck(({ dataset, addIssue }) => {
        if (dataset.typed && dataset.value.trim().length > maxAddressLength)
          addIssue({ message: intl.formatMessage(m.tooLong, { max: number(maxAddressLength) }) });
      }),
    );
    return object({
      quantity: pipe(
        string(),
        rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const quantity = wholeNumber(dataset.value);
          if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) {
            addIssue({ message: intl.formatMessage(m.quantityInvalid, { max: number(Math.max(1, max)) }) });
          } else if (quantity > reward.inventory) {
            addIssue({ message: intl.formatMessage(m.quantityOverInventory, { count: number(reward.inventory) }) });
          } else if (points !== undefined && quantity * reward.price > points) {
            addIssue({
              message: intl.formatMessage(m.quantityOverPoints, { points: number(quantity * reward.price) }),
            });
          }
        }),
      ),
      password: required(intl.formatMessage(m.passwordEmpty)),
      province: physical ? pipe(required(intl.formatMessage(m.provinceEmpty)), bounded) : string(),
      remarks: bounded,
    });
    // `number` formats with `intl`, which the list names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intl, max, physical, points, reward.inventory, reward.price]);
  const form = useForm<Values, Values>({
    schema,
    defaultValues: { quantity: '1', password: '', province: '', remarks: '' },
  });
  const { errors } = form.formState;
  const typed = wholeNumber(useWatch({ control: form.control, name: 'quantity' }));
  const needed = Number.isInteger(typed) && typed > 0 ? typed * reward.price : undefined;

  /** A refusal in the member's words: on its field where it has one, above the form otherwise. */
  function explain(error: unknown) {
    if (outcomeUnknown(error)) return setRefusal(intl.formatMessage(m.unknownOutcome));
    if (error instanceof ApiError && error.isRateLimited) return setRefusal(intl.formatMessage(m.tooManyTries));
    const data = refusalData(error);
    switch (refusalCode(error)) {
      case errorCodes.passwordInvalid:
        return form.setError('password', { message: intl.formatMessage(m.wrongPassword) }, { shouldFocus: true });
      case errorCodes.pointInventoryNotEnough: {
        onCatalogueChanged();
        const left = Number(data.inventory ?? 0);
        return form.setError(
          'quantity',
          {
            message:
              left > 0
                ? intl.formatMessage(m.overInventory, { count: number(left) })
                : intl.formatMessage(m.soldOutNow),
          },
          { shouldFocus: true },
        );
      }
      case errorCodes.pointBalanceNotEnough:
        void queryClient.invalidateQueries({ queryKey: pointsKey(memberId) });
        return form.setError(
          'quantity',
          { message: intl.formatMessage(m.overBalance, { points: number(Number(data.pointBalance ?? points ?? 0)) }) },
          { shouldFocus: true },
        );
      case errorCodes.pointRewardNotFound:
        onCatalogueChanged();
        return setRefusal(intl.formatMessage(m.rewardGone));
      case errorCodes.pointAddressRequired:
        return form.setError('province', { message: intl.formatMessage(m.addressRequired) }, { shouldFocus: true });
      default:
        return setRefusal(error instanceof ApiError && error.message ? error.message : intl.formatMessage(m.failed));
    }
  }

  const submit = form.handleSubmit(async (values) => {
    if (!gate.enter()) return;
    setPending(true);
    setRefusal(null);
    const quantity = wholeNumber(values.quantity);
    const address = physical ? { province: values.province.trim(), remarks: values.remarks.trim() } : {};
    try {
      const done = await client.call(
        'redeemPointReward',
        {
          rewardId: reward.id,
          quantity,
          redeemType: physical ? 'PHYSICAL' : 'VIRTUAL',
          password: values.password,
          ...address,
        },
        { headers: { [idempotencyKeyHeader]: keys.keyFor({ reward: reward.id, quantity, ...address }) } },
      );
      keys.settle();
      form.reset();
      void queryClient.invalidateQueries({ queryKey: pointsKey(memberId) });
      onCatalogueChanged();
      onRedeemed(intl.formatMessage(m.redeemed, { reward: reward.name, points: number(Number(done.pointAmount)) }));
    } catch (error) {
      // A refusal took nothing: the next press is a new redemption. After no answer, a retry sends the same key.
      if (!outcomeUnknown(error)) keys.settle();
      explain(error);
    } finally {
      gate.leave();
      setPending(false);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(m.dialogTitle, { reward: reward.name })}
      description={reward.description ?? undefined}
      closeLabel={intl.formatMessage(m.close)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {intl.formatMessage(m.confirm)}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {refusal && <FormAlert>{refusal}</FormAlert>}
        <TextField
          label={intl.formatMessage(m.quantity)}
          inputMode="numeric"
          autoComplete="off"
          required
          hint={intl.formatMessage(m.quantityHint, { max: number(max) })}
          error={errors.quantity?.message}
          {...form.register('quantity')}
        />
        <Price aria-live="polite">
          <span>{intl.formatMessage(m.total)}</span>
          <strong>
            <bdi>{needed === undefined ? '–' : intl.formatMessage(m.points, { points: number(needed) })}</bdi>
          </strong>
        </Price>
        {physical && (
          <>
            <TextField
              label={intl.formatMessage(m.province)}
              autoComplete="street-address"
              required
              maxLength={maxAddressLength}
              error={errors.province?.message}
              {...form.register('province')}
            />
            <TextField
              label={intl.formatMessage(m.remarks)}
              autoComplete="off"
              maxLength={maxAddressLength}
              hint={intl.formatMessage(m.remarksHint)}
              error={errors.remarks?.message}
              {...form.register('remarks')}
            />
          </>
        )}
        <TextField
          label={intl.formatMessage(m.password)}
          type="password"
          autoComplete="current-password"
          required
          hint={intl.formatMessage(m.passwordHint)}
          showPasswordLabel={intl.formatMessage(m.showPassword)}
          error={errors.password?.message}
          {...form.register('password')}
        />
      </Form>
    </Dialog>
  );
}
