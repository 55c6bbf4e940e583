import { consolidatedKey, ContractPopup } from '@lobby/agent-centre/contract-popup';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useWalletCurrency } from '../centres/useWalletCurrency';
import { useShell } from '../context/ShellContext';
import { DeferredMessages } from '../language/DeferredMessages';

/**
 * The agent's consolidated contract info (contract §5.6), read after login, and the agent-centre feature's popup of
 * what waits in it. An answer in the popup or on a contract page reads it again (it is cached under the agent's key).
 */
export default function ContractPopupContent({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { client } = useShell();
  const currency = useWalletCurrency();
  const info = useQuery({
    queryKey: consolidatedKey(memberId),
    queryFn: ({ signal }) => client.call('consolidatedFunds', undefined, { signal }),
    // What waits changes when the upline acts: read again on return to the tab, not on every render.
    staleTime: 60_000,
  });
  if (!info.data) return null;
  return (
    <Suspense fallback={null}>
      <DeferredMessages>
        <ContractPopup client={client} memberId={memberId} currency={currency} info={info.data} onClose={onClose} />
      </DeferredMessages>
    </Suspense>
  );
}
