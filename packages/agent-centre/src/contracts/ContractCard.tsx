import { refusalCode, type ApiClient } from '@lobby/api-client';
import { errorCodes, type ContractType } from '@lobby/contract';
import { Button, FormAlert } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useErrorText } from '../common/errorText';
import { Muted } from '../common/page.styles';
import { agentCentreKey } from '../common/pageProps';
import { answerContract, tiersOf, type Contract, type ContractAction } from './contractKinds';
import { ContractTerms } from './ContractTerms';
import { contractMessages as m } from './contracts.messages';
import { statusTitles, typeTitles, useCadence, useProductName } from './contractText';
import { Actions, Card, CardTitle, Status, Warning } from './contracts.styles';

/** What a refusal of an answer tells the agent: the contract's own codes in words, else the general wording. */
export function useRefusalText(): (error: unknown) => string {
  const intl = useIntl();
  const errorText = useErrorText();
  return (error) => {
    switch (refusalCode(error)) {
      case errorCodes.contractWithdrawn:
        return intl.formatMessage(m.refusedWithdrawn);
      case errorCodes.contractStatusInvalid:
        return intl.formatMessage(m.refusedStatus);
      case errorCodes.contractNotFound:
        return intl.formatMessage(m.refusedNotFound);
      case errorCodes.contractExists:
        return intl.formatMessage(m.refusedExists);
      default:
        return errorText(error);
    }
  };
}

const doneText = { A: m.accepted, R: m.rejected, C: m.terminated } as const;

/**
 * One of the agent's contracts with its upline: its type and product, its status, its terms, the warning when it pays
 * more than the upline's own, and the answers its status allows (accept or reject an offer, confirm a termination).
 * After an answer (or a refusal: the contract moved on) every agent-centre answer is read again.
 */
export function ContractCard({
  client,
  memberId,
  currency,
  type,
  contract,
  inPopup = false,
  onAnswered,
  onRefused,
  onDone,
}: {
  client: ApiClient;
  memberId: string;
  currency: string | undefined;
  type: ContractType;
  contract: Contract;
  /** Name the type in the title, under a heading of level 3 (the popup lists every type, below its own title). */
  inPopup?: boolean;
  onAnswered?: (action: ContractAction) => void;
  /**
   * Told a refusal's words instead of showing them on the card: a page whose list drops the contract once read again
   * (withdrawn meanwhile) shows them above the list, where they stay.
   */
  onRefused?: (message: string) => void;
  /** Told what an answer did instead of showing it on the card, likewise (a rejected offer leaves the list). */
  onDone?: (message: string) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const productName = useProductName();
  const cadence = useCadence();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<ContractAction | null>(null);
  const answer = useMutation({
    mutationFn: (action: ContractAction) => answerContract(client, type, contract, action),
    onSuccess: (_value, action) => {
      setDone(action);
      onAnswered?.(action);
      onDone?.(intl.formatMessage(doneText[action]));
    },
    onError: (error) => onRefused?.(refusalText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentCentreKey(memberId) }),
  });
  const product = productName(contract.productType);
  const status = contract.status as keyof typeof statusTitles;
  const title = inPopup ? `${intl.formatMessage(typeTitles[type])} · ${product}` : product;
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle as={inPopup ? 'h3' : 'h5'} id={titleId}>
        {title}
      </CardTitle>
      <Status>{statusTitles[status] ? intl.formatMessage(statusTitles[status]) : contract.status}</Status>
      <Muted>
        {contract.uplineName && intl.formatMessage(m.fromUpline, { name: contract.uplineName })}
        {contract.startTime && status !== 'P'
          ? ` · ${intl.formatMessage(m.since, { date: intl.formatDate(Number(contract.startTime), { dateStyle: 'medium' }) })}`
          : ''}
      </Muted>
      <Muted>{cadence(type, contract.computationPeriod)}</Muted>
      {contract.downlineHigherRate === 'Y' && status === 'P' && <Warning>{intl.formatMessage(m.higherRate)}</Warning>}
      <ContractTerms
        type={type}
        tiers={tiersOf(type, contract)}
        caption={intl.formatMessage(m.termsCaption, { product })}
        currency={currency}
      />
      {answer.error && !onRefused && <FormAlert>{refusalText(answer.error)}</FormAlert>}
      {done && !onDone && <p role="status">{intl.formatMessage(doneText[done])}</p>}
      {!done && status === 'P' && (
        <Actions>
          <Button onClick={() => answer.mutate('A')} loading={answer.isPending && answer.variables === 'A'}>
            {intl.formatMessage(m.accept)}
          </Button>
          <Button
            variant="secondary"
            onClick={() => answer.mutate('R')}
            loading={answer.isPending && answer.variables === 'R'}
          >
            {intl.formatMessage(m.reject)}
          </Button>
        </Actions>
      )}
      {!done && status === 'V' && (
        <Actions>
          <Button onClick={() => answer.mutate('C')} loading={answer.isPending}>
            {intl.formatMessage(m.confirmTermination)}
          </Button>
        </Actions>
      )}
    </Card>
  );
}
