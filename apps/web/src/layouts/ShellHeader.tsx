import { headerCredentialsAtom, loginPopupAtom, registerPopupAtom, useSession } from '@lobby/auth';
import { Header } from '@lobby/frame';
import { useAtom, useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { useCentres } from '../centres/useCentres';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';
import { menuDrawerOpenAtom, sideMenuVisibleAtom, signOutConfirmAtom } from '../state/shellAtoms';
import { useLanguageSwitch } from './useLanguageSwitch';
import { useNavItems, useNavSettled } from './useShellNavigation';
import { lazyWithQueries } from '../serverState/QueryScope';

export const sideMenuId = 'shell-side-menu';

// Loaded once a member is known: visitors never need it.
const HeaderBalance = lazyWithQueries(() => import('../HeaderBalance/HeaderBalance'));

/** The header wired to the session, the vendor data, the language and the shell's popups. */
export function ShellHeader({ withSideMenu = true }: { withSideMenu?: boolean }) {
  const { brand, logoSrc } = useShell();
  const session = useSession();
  const navItems = useNavItems();
  const navSettled = useNavSettled();
  const language = useChosenLanguage();
  const switchLanguage = useLanguageSwitch();
  const openLogin = useSetAtom(loginPopupAtom);
  const openRegister = useSetAtom(registerPopupAtom);
  const handOverCredentials = useSetAtom(headerCredentialsAtom);
  const openDrawer = useSetAtom(menuDrawerOpenAtom);
  const confirmSignOut = useSetAtom(signOutConfirmAtom);
  const [sideMenuVisible, setSideMenuVisible] = useAtom(sideMenuVisibleAtom);
  const { openMemberCentre, openAgentCentre } = useCentres();

  return (
    <Header
      logoSrc={logoSrc}
      brandName={brand.displayName}
      navItems={navItems}
      navPending={!navSettled}
      languages={brand.languages.supported}
      language={language}
      onLanguageChange={switchLanguage}
      account={
        session.member ? { name: session.member.nickname || session.member.account, isAgent: session.isAgent } : null
      }
      accountExtra={
        // A trial account plays with no wallet of its own.
        session.member && !session.isTrial ? (
          <Suspense fallback={null}>
            <HeaderBalance member={session.member.account} />
          </Suspense>
        ) : null
      }
      checking={session.status === 'checking'}
      onLogin={() => openLogin(true)}
      onLoginWith={
        brand.loginInHeader
          ? (credentials) => {
              handOverCredentials(credentials);
              openLogin(true);
            }
          : undefined
      }
      onRegister={() => openRegister(true)}
      onAccountAction={(action) => {
        if (action === 'signOut') confirmSignOut(true);
        else if (action === 'agent') openAgentCentre();
        else openMemberCentre(action);
      }}
      onOpenMenu={() => openDrawer(true)}
      sideMenu={
        withSideMenu
          ? {
              visible: sideMenuVisible,
              onToggle: () => setSideMenuVisible((visible) => !visible),
              controlsId: sideMenuId,
            }
          : undefined
      }
    />
  );
}
