import { Button, ChevronDownIcon, IconButton, MenuIcon, SidebarIcon, UserIcon } from '@lobby/design-system';
import type { LanguageCode } from '@lobby/i18n';
import { FormattedMessage, useIntl } from '@lobby/i18n/react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { AccountAction } from '../centres/pages';
import { LanguageSelect } from '../LanguageSelect';
import { navMessages } from '../navigation/navigation.messages';
import type { NavItem } from '../navigation/navItem';
import { headerMessages as m } from './Header.messages';
import { HeaderLoginForm, type HeaderCredentials } from './HeaderLoginForm';

const AccountMenu = lazy(() => import('./AccountMenu'));
import {
  AccountTrigger,
  Actions,
  BelowLoginFormScreen,
  ButtonLink,
  HeaderRoot,
  Logo,
  LogoLink,
  NarrowOnly,
  NavBar,
  NavLink,
  NavList,
  Spacer,
  TopBar,
  WideOnly,
} from './Header.styles';

export interface HeaderAccount {
  /** Nickname, else account name. */
  name: string;
  isAgent: boolean;
}

export interface HeaderProps {
  logoSrc: string;
  brandName: string;
  navItems: readonly NavItem[];
  /** The navigation's items are not final yet (vendor data on its way): its place is kept, unseen. */
  navPending?: boolean;
  languages: readonly LanguageCode[];
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
  /** The signed-in member; null for a visitor. */
  account: HeaderAccount | null;
  /** Shown beside the member's account menu on wide screens (the balance). */
  accountExtra?: ReactNode;
  /** A stored session is being checked: neither the visitor buttons nor the account menu show yet. */
  checking?: boolean;
  onLogin: () => void;
  /**
   * The header variant of the login form (on the widest screens, instead of the log-in button): what it holds goes
   * here, and the caller opens the login popup with it.
   */
  onLoginWith?: ((credentials: HeaderCredentials) => void) | undefined;
  /** Opens the register popup; without it, register is a link to the `/register` page. */
  onRegister?: () => void;
  onAccountAction: (action: AccountAction) => void;
  /** Narrow screens: opens the menu drawer holding the navigation. */
  onOpenMenu: () => void;
  /** Wide screens: the side menu's visibility toggle; absent in layouts without a side menu. */
  sideMenu?: { visible: boolean; onToggle: () => void; controlsId: string } | undefined;
}

/**
 * The site header: logo, main navigation (into the menu drawer on narrow screens), the language selector, and
 * either log in (or the header's login form) and register, or the member's account menu.
 */
export function Header({
  logoSrc,
  brandName,
  navItems,
  navPending = false,
  languages,
  language,
  onLanguageChange,
  account,
  accountExtra,
  checking = false,
  onLogin,
  onLoginWith,
  onRegister,
  onAccountAction,
  onOpenMenu,
  sideMenu,
}: HeaderProps) {
  const intl = useIntl();
  const text = intl.formatMessage;

  return (
    <HeaderRoot>
      <TopBar>
        <NarrowOnly>
          <IconButton label={text(m.openMenu)} icon={<MenuIcon />} aria-haspopup="dialog" onClick={onOpenMenu} />
        </NarrowOnly>
        {sideMenu && (
          <WideOnly>
            <IconButton
              label={text(m.sideMenu)}
              icon={<SidebarIcon />}
              aria-expanded={sideMenu.visible}
              aria-controls={sideMenu.controlsId}
              onClick={sideMenu.onToggle}
            />
          </WideOnly>
        )}
        <LogoLink to="/" aria-label={intl.formatMessage(m.home, { brand: brandName })}>
          <Logo src={logoSrc} alt="" width={160} height={32} />
        </LogoLink>
        <Spacer />
        <Actions>
          <WideOnly>
            <LanguageSelect
              languages={languages}
              value={language}
              onChange={onLanguageChange}
              label={text(m.language)}
            />
          </WideOnly>
          {!checking && account && accountExtra && <WideOnly>{accountExtra}</WideOnly>}
          {checking ? null : account ? (
            // The menu's code loads once a member is known; until then its button shows without the list.
            <Suspense
              fallback={
                <AccountTrigger type="button" aria-disabled="true">
                  <UserIcon />
                  <span>{account.name}</span>
                  <ChevronDownIcon />
                </AccountTrigger>
              }
            >
              <AccountMenu account={account} onAction={onAccountAction} />
            </Suspense>
          ) : (
            <>
              {onLoginWith && <HeaderLoginForm onSubmit={onLoginWith} />}
              {onLoginWith ? (
                <BelowLoginFormScreen>
                  <Button variant="secondary" onClick={onLogin}>
                    <FormattedMessage {...m.logIn} />
                  </Button>
                </BelowLoginFormScreen>
              ) : (
                <Button variant="secondary" onClick={onLogin}>
                  <FormattedMessage {...m.logIn} />
                </Button>
              )}
              {onRegister ? (
                <Button onClick={onRegister}>
                  <FormattedMessage {...m.register} />
                </Button>
              ) : (
                <ButtonLink to="/register">
                  <FormattedMessage {...m.register} />
                </ButtonLink>
              )}
            </>
          )}
        </Actions>
      </TopBar>
      <NavBar>
        <nav aria-label={text(m.mainNavigation)}>
          <NavList $pending={navPending}>
            {navItems.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} activeOptions={{ exact: item.to === '/', includeSearch: false }}>
                  <FormattedMessage {...navMessages[item.key]} />
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>
      </NavBar>
    </HeaderRoot>
  );
}
