// The site's frame: presentational parts that take their data and callbacks as props. apps/web wires them to the
// features; nothing here imports a feature.

// Header, menus, footer, right bar.
export { Header, type HeaderAccount, type HeaderProps } from './Header';
export { headerMessages } from './Header/Header.messages';
export { wideScreen } from './Header/Header.styles';
export { SideMenu, type SideMenuItem, type SideMenuProps, type SideMenuSection } from './SideMenu';
export { sideMenuMessages } from './SideMenu/SideMenu.messages';
export { Footer, socialIcons, type FooterProps } from './Footer/Footer';
export { footerMessages } from './Footer/Footer.messages';
export { RightBar, type RightBarProps } from './RightBar';
export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect';
export { navMessages } from './navigation/navigation.messages';
export type { NavItem, NavKey } from './navigation/navItem';
export type { ShellPath } from './navigation/paths';
export { socialNetworks, type SocialNetwork } from './ui/socialNetworks';

// Status screens.
export { LoadingCover, type LoadingCoverProps } from './LoadingCover';
export { MaintenanceScreen, type MaintenanceScreenProps } from './MaintenanceScreen';
export { RegionBlockedScreen, type RegionBlockedScreenProps } from './RegionBlockedScreen';
export { StartupErrorScreen, type StartupErrorScreenProps } from './StartupErrorScreen';

// Dialogs and the QR code.
export { QrCode, type QrCodeProps } from './QrCode';
export { QrDialog, type QrDialogProps } from './QrDialog';
export { RealAccountDialog } from './RealAccountDialog';
export { SignOutDialog } from './SignOutDialog';

// Member and agent centre frames.
export { MemberCentre, memberPageFlags, memberPageShown, memberPagesFor, type MemberCentreProps } from './MemberCentre';
export { AgentCentre, agentPagesFor, type AgentCentreProps } from './AgentCentre';
export {
  agentCentrePages,
  agentPageFlags,
  defaultAgentCentrePage,
  defaultMemberCentrePage,
  memberCentrePages,
  type AccountAction,
  type AgentCentrePage,
  type MemberCentreCounts,
  type MemberCentrePage,
} from './centres/pages';

// Building blocks for pages the site composes.
export { buttonLinkStyles, type ButtonLinkStyleProps } from './ui/buttonLink';
export type { AnchorComponent } from './ui/anchorComponent';
