import { sideMenuMessages as m, type SideMenuSection } from '@lobby/frame';
import { useIntl } from '@lobby/i18n/react';
import { useCentres } from '../centres/useCentres';

/** The side menu's groups: places to go, and the member actions (which send visitors to log in). */
export function useSideMenuSections(): SideMenuSection[] {
  const intl = useIntl();
  const { openMemberCentre } = useCentres();
  return [
    {
      key: 'explore',
      title: intl.formatMessage(m.explore),
      items: [
        { key: 'promotions', label: intl.formatMessage(m.promotions), to: '/promotions' },
        { key: 'rewards', label: intl.formatMessage(m.rewards), to: '/rewards' },
        { key: 'download', label: intl.formatMessage(m.download), to: '/down' },
        { key: 'help', label: intl.formatMessage(m.help), to: '/help' },
      ],
    },
    {
      key: 'account',
      title: intl.formatMessage(m.account),
      items: [
        { key: 'deposit', label: intl.formatMessage(m.deposit), onSelect: () => openMemberCentre('depositv2') },
        { key: 'withdraw', label: intl.formatMessage(m.withdraw), onSelect: () => openMemberCentre('withdraw') },
        { key: 'referral', label: intl.formatMessage(m.referral), onSelect: () => openMemberCentre('referral') },
        {
          key: 'rewardCenter',
          label: intl.formatMessage(m.rewardCenter),
          onSelect: () => openMemberCentre('rewardCenter'),
        },
      ],
    },
  ];
}
