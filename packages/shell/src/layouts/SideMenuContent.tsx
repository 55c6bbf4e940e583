import { useIntl } from '@lobby/i18n/react';
import { SideMenu } from '../SideMenu';
import { sideMenuMessages as m } from '../SideMenu/SideMenu.messages';
import { useSideMenuSections } from './sideMenuSections';

/** The wide-screen side menu's links. */
export default function SideMenuContent() {
  const intl = useIntl();
  return <SideMenu label={intl.formatMessage(m.label)} sections={useSideMenuSections()} />;
}
