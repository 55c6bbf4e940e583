import type { ApiClient } from '@lobby/api-client';
import { IconButton, RefreshIcon } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShell } from '../context/ShellContext';
import { headerBalanceMessages as m } from './HeaderBalance.messages';
import { Amount, BalanceBox } from './HeaderBalance.styles';

/** The main wallet's balance of the signed-in member (`/wps/v2/wallets/balance`, `typeId` 0: every wallet summed). */
export function balanceQuery(client: ApiClient, member: string) {
  return queryOptions({
    queryKey: ['balance', member],
    queryFn: ({ signal }) => client.call('balance', { typeId: 0 }, { signal }),
    staleTime: 10_000,
  });
}

/**
 * The member's balance in the header, in the wallet's currency, with a refresh button. It is asked again whenever the
 * page gets focus back, which is when a player returns from a game played in a frame or another window.
 */
export default function HeaderBalance({ member }: { member: string }) {
  const intl = useIntl();
  const { client } = useShell();
  const query = useQuery(balanceQuery(client, member));
  const { refetch } = query;
  useEffect(() => {
    const again = () => void refetch();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refetch]);

  const value = query.data;
  // Two decimals in every currency, as the platform's own clients show money.
  const amount = value
    ? intl.formatNumber(Number(value.sumBalance), {
        ...(value.currency ? { style: 'currency', currency: value.currency } : {}),
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })
    : null;
  return (
    <BalanceBox>
      <Amount aria-live="polite">
        <span>{intl.formatMessage(m.balance)}</span>
        {amount ?? (query.isError ? intl.formatMessage(m.unavailable) : '…')}
      </Amount>
      <IconButton
        label={intl.formatMessage(m.refresh)}
        icon={<RefreshIcon />}
        size="sm"
        loading={query.isFetching}
        onClick={() => void refetch()}
      />
    </BalanceBox>
  );
}
