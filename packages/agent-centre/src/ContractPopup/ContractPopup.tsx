import type { ApiClient } from '@lobby/api-client';
import { Button, Dialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useState } from 'react';
import { ContractCard } from '../contracts/ContractCard';
import { pendingContracts } from '../contracts/contractKinds';
import { contractMessages as m } from '../contracts/contracts.messages';
import { CardList } from '../contracts/contracts.styles';

export interface ContractPopupProps {
  client: ApiClient;
  memberId: string;
  currency?: string | undefined;
  /** The consolidated info (`consolidatedFunds`) as the app loaded it after login. */
  info: unknown;
  /** Closed by the agent ("Later" or the close button): the app keeps it closed for the session. */
  onClose: () => void;
}

/**
 * The contract popup after login (spec 1 §2): the offers and termination requests waiting for the agent in the
 * consolidated info, each with its terms and its answers. Answered ones stay shown with what was done until the agent
 * closes it; nothing waiting, nothing shown.
 */
export function ContractPopup({ client, memberId, currency, info, onClose }: ContractPopupProps) {
  const intl = useIntl();
  // The contracts shown stay those of the first answer read, so an answered card keeps its "done" line.
  const [shown] = useState(() => pendingContracts(info));
  const [answered, setAnswered] = useState(0);
  if (shown.length === 0) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(m.popupTitle)}
      description={intl.formatMessage(m.popupIntro)}
      closeLabel={intl.formatMessage(m.close)}
      size="lg"
      footer={
        <Button variant={answered >= shown.length ? 'primary' : 'secondary'} onClick={onClose}>
          {intl.formatMessage(answered >= shown.length ? m.close : m.later)}
        </Button>
      }
    >
      <CardList>
        {shown.map(({ type, contract }) => (
          <ContractCard
            key={`${type}-${String(contract.id)}`}
            client={client}
            memberId={memberId}
            currency={currency}
            type={type}
            contract={contract}
            inPopup
            onAnswered={() => setAnswered((count) => count + 1)}
          />
        ))}
      </CardList>
      {answered >= shown.length && <p>{intl.formatMessage(m.popupDone)}</p>}
    </Dialog>
  );
}
