import { SideMenu, sideMenuMessages as m } from '@lobby/frame';
import { useIntl } from '@lobby/i18n/react';
import { useSideMenuSections } from './sideMenuSections';

/** The wide-screen side menu's links. */
export default function SideMenuContent() {
  const intl = useIntl();
  return <SideMenu label={intl.formatMessage(m.label)} sections={useSideMenuSections()} />;
}
