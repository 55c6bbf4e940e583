import { Drawer, vars } from '@lobby/design-system';
import { LanguageSelect, navMessages, SideMenu, sideMenuMessages as m, type SideMenuSection } from '@lobby/frame';
import { useIntl } from '@lobby/i18n/react';
import { useAtom } from 'jotai';
import styled from 'styled-components';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';
import { menuDrawerOpenAtom } from '../state/shellAtoms';
import { useSideMenuSections } from './sideMenuSections';
import { useLanguageSwitch } from './useLanguageSwitch';
import { useNavItems } from './useShellNavigation';

const DrawerContent = styled.div`
  display: grid;
  gap: ${vars.space[5]};
`;

/** The narrow-screen menu: the main navigation, the language and the side menu, in a drawer. */
export default function MenuDrawerContent() {
  const intl = useIntl();
  const { brand } = useShell();
  const [open, setOpen] = useAtom(menuDrawerOpenAtom);
  const navItems = useNavItems();
  const language = useChosenLanguage();
  const switchLanguage = useLanguageSwitch();
  const navPaths = new Set(navItems.map((item) => item.to));
  // The drawer already lists the main navigation: the side menu's links to the same pages are left out.
  const sections = useSideMenuSections()
    .map((section) => ({ ...section, items: section.items.filter((item) => !item.to || !navPaths.has(item.to)) }))
    .filter((section) => section.items.length > 0);
  const close = () => setOpen(false);
  const games: SideMenuSection = {
    key: 'games',
    title: intl.formatMessage(m.games),
    items: navItems.map((item) => ({ key: item.key, label: intl.formatMessage(navMessages[item.key]), to: item.to })),
  };
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage(m.drawerTitle)}
      closeLabel={intl.formatMessage(m.closeDrawer)}
    >
      <DrawerContent>
        <LanguageSelect
          languages={brand.languages.supported}
          value={language}
          onChange={switchLanguage}
          label={intl.formatMessage(m.language)}
        />
        <SideMenu label={intl.formatMessage(m.drawerTitle)} sections={[games, ...sections]} onNavigate={close} />
      </DrawerContent>
    </Drawer>
  );
}
