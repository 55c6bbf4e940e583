import { useSession } from '@lobby/auth';
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../context/ShellContext';
import { balanceQuery } from '../HeaderBalance/balanceQuery';

/** The signed-in member's wallet currency, from the balance the header shows; undefined until it is known. */
export function useWalletCurrency(): string | undefined {
  const { client } = useShell();
  const session = useSession();
  const account = session.member?.account ?? '';
  const balance = useQuery({ ...balanceQuery(client, account), enabled: account !== '' });
  return balance.data?.currency ?? undefined;
}
