import { Button, FormAlert, vars } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { outcomeUnknown } from '../common/errors';
import { useErrorText } from '../common/errorText';
import { Actions, Notice, Section, SectionTitle } from '../common/page.styles';
import { memberCentreKey, type MemberCentrePageProps } from '../common/pageProps';
import { paymentConfirmationsMessages as m } from './PaymentConfirmations.messages';
import { awaitsConfirmation, paymentConfirmationsQuery, type WithdrawRecord } from './withdraw';

const Payment = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-inline-start: 3px solid ${vars.color.warning};
  border-radius: ${vars.radius.sm};

  & p {
    margin: 0;
  }
`;

type Answer = 'RECEIVED' | 'NOT_RECEIVED';

/** A card as the records show it: the bank and the last digits the platform leaves unmasked. */
const cardOf = (row: WithdrawRecord) =>
  [row.bankName, row.cardNumber?.replace(/^\*+/, '**** ')].filter(Boolean).join(' ');

/**
 * The member's disbursed C2C withdrawals (`paymentConfirmationList`): a payer has paid each one, and the member says
 * whether the money arrived (`processC2CTransaction`) before the merchant's minutes pass and it counts as received.
 * Nothing is shown while none waits.
 */
export function PaymentConfirmations({
  client,
  memberId,
  currency,
}: Pick<MemberCentrePageProps, 'client' | 'memberId' | 'currency'>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery(paymentConfirmationsQuery(client, memberId));
  const money = (amount: unknown) => formatMoney(intl, Number(amount), currency);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'paymentConfirmations') }),
      queryClient.invalidateQueries({ queryKey: memberCentreKey(memberId, 'withdrawRecords') }),
    ]);

  const answer = useMutation({
    mutationFn: ({ row, status }: { row: WithdrawRecord; status: Answer }) =>
      client.call('processC2CTransaction', { withdrawId: row.withdrawId, status }),
    onSuccess: async (_value, { row, status }) => {
      const amount = money(row.amount);
      setNotice(intl.formatMessage(status === 'RECEIVED' ? m.thanksReceived : m.thanksNotReceived, { amount }));
      await refresh();
    },
    // A refusal (already settled by the clock, say) or an unknown outcome: the list and the records are read again.
    onError: async () => {
      setNotice(null);
      await refresh();
    },
  });

  const waiting = (list.data?.list ?? []).filter(awaitsConfirmation);
  if (!waiting.length && !notice && !answer.error && !list.isError) return null;
  const minutes = Number(list.data?.minutes ?? 0);
  const pending = answer.isPending ? answer.variables : undefined;

  return (
    <Section aria-labelledby="withdraw-confirmations">
      <SectionTitle id="withdraw-confirmations">{intl.formatMessage(m.title)}</SectionTitle>
      {notice && <Notice>{notice}</Notice>}
      {list.isError && <FormAlert>{errorText(list.error)}</FormAlert>}
      {answer.error && (
        <FormAlert>
          {outcomeUnknown(answer.error) ? intl.formatMessage(m.unknownOutcome) : errorText(answer.error)}
        </FormAlert>
      )}
      {waiting.map((row) => {
        const id = `withdraw-confirmation-${String(row.withdrawId)}`;
        const sending = pending?.row.withdrawId === row.withdrawId ? pending.status : undefined;
        const send = (status: Answer) => {
          if (answer.isPending) return;
          answer.mutate({ row, status });
        };
        return (
          <Payment key={String(row.withdrawId)} role="group" aria-labelledby={id}>
            <p id={id}>
              <strong>
                <bdi>{intl.formatMessage(m.payment, { amount: money(row.amount), card: cardOf(row) })}</bdi>
              </strong>
            </p>
            <p>{intl.formatMessage(m.disbursed, { minutes })}</p>
            <Actions>
              <Button size="sm" loading={sending === 'RECEIVED'} onClick={() => send('RECEIVED')}>
                {intl.formatMessage(m.received)}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                loading={sending === 'NOT_RECEIVED'}
                onClick={() => send('NOT_RECEIVED')}
              >
                {intl.formatMessage(m.notReceived)}
              </Button>
            </Actions>
          </Payment>
        );
      })}
    </Section>
  );
}
