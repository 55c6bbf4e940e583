import { ChevronDownIcon, Menu, type MenuEntry, UserIcon } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import type { AccountAction } from '../centres/pages';
import type { HeaderAccount } from './Header';
import { headerMessages as m } from './Header.messages';
import { AccountTrigger } from './Header.styles';

/** The member's account menu (spec 1 §2): centre pages by key, the agent centre for agents, and sign out. */
export default function AccountMenu({
  account,
  onAction,
}: {
  account: HeaderAccount;
  onAction: (action: AccountAction) => void;
}) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const items: MenuEntry[] = [
    { key: 'depositv2', label: text(m.deposit), onSelect: () => onAction('depositv2') },
    { key: 'withdraw', label: text(m.withdraw), onSelect: () => onAction('withdraw') },
    { key: 'myAccount', label: text(m.myAccount), onSelect: () => onAction('') },
    { key: 'personalHistoryCopy', label: text(m.bettingRecord), onSelect: () => onAction('personalHistoryCopy') },
    { key: 'transactionHistory', label: text(m.accountRecord), onSelect: () => onAction('transactionHistory') },
    ...(account.isAgent
      ? [{ key: 'agent', label: text(m.agent), onSelect: () => onAction('agent') } satisfies MenuEntry]
      : []),
    { type: 'separator', key: 'separator' },
    { key: 'signOut', label: text(m.signOut), danger: true, onSelect: () => onAction('signOut') },
  ];
  return (
    <Menu
      label={text(m.accountMenu)}
      align="end"
      items={items}
      trigger={
        <AccountTrigger type="button">
          <UserIcon />
          <span>{account.name}</span>
          <ChevronDownIcon />
        </AccountTrigger>
      }
    />
  );
}
