import { IconButton, RefreshIcon } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShell } from '../context/ShellContext';
import { balanceQuery } from './balanceQuery';
import { headerBalanceMessages as m } from './HeaderBalance.messages';
import { Amount, BalanceBox } from './HeaderBalance.styles';

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
  const amount = value ? formatMoney(intl, Number(value.sumBalance), value.currency) : null;
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
