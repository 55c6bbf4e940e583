// Start-up and providers.
export { createShell, createShellQueryClient, type Shell } from './context/createShell';
export { ShellProviders, type ShellProvidersProps } from './context/ShellProviders';
export { useShell, type ShellBrand, type ShellContextValue } from './context/ShellContext';
export { StartupGate } from './StartupGate';
export { systemStatusQuery, systemStatusQueryKey } from './startup/systemStatusQuery';
export { permissionsStorageKey, readCachedStatus } from './startup/statusCache';
export { cdnStorageKeys, pickCdn } from './startup/cdn';
export {
  findResource,
  resourceUrl,
  safeHttpUrl,
  siteConfigOf,
  SiteConfigProvider,
  socialNetworks,
  useSiteConfig,
  type CustomerServiceLink,
  type SiteConfig,
  type SocialNetwork,
} from './startup/siteConfig';
export {
  useCustomerService,
  openCustomerServiceWindow,
  customerServiceWindow,
} from './customerService/useCustomerService';
export { LanguageGate, useChosenLanguage, type LoadMessages } from './language/LanguageGate';
export {
  appDownloadsOf,
  brandIconSrc,
  downloadQrValue,
  type AppDownload,
  type AppDownloads,
} from './downloads/appDownloads';

// Routing.
export { ShellRoot } from './routing/ShellRoot';
export { ScrollManager } from './routing/ScrollManager';
export { openLoginOverHome, requireSession } from './routing/guards';
export { NotFoundView, RootErrorView, RouteErrorView, RoutePendingView } from './routing/RouteViews';
export { ChunkTimeoutError, chunkTimeoutMs, isChunkLoadError } from './routing/chunkErrors';

// Layouts and pages.
export { AppLayout, HeaderOnlyLayout, StandaloneLayout } from './layouts/Layouts';
export { ComingSoonPage } from './pages/ComingSoonPage';
export { GameCentrePage, type CentrePage } from './pages/GameCentrePage';
export { FbSportsPage, LotteryPage, SeamlessPage } from './pages/GamePages';
export { ChangePasswordPage } from './pages/ChangePasswordPage';
export { AgentHomePage } from './pages/AgentHomePage';
export { HomePage } from './pages/HomePage';
export { DownloadPage, DownloadView, downloadQr, type DownloadViewProps } from './pages/DownloadPage';
export {
  agentEarnings,
  earningsFor,
  JoinPage,
  JoinView,
  type AgentEarning,
  type JoinViewProps,
} from './pages/JoinPage';
export { HelpPage } from './pages/HelpPage';
export { AnnouncementPage } from './pages/AnnouncementPage';
export { PromotionsPage } from './pages/PromotionsPage';
export { ForgotPasswordPage, RegisterPage, useForgotPasswordProps, useRegisterFormProps } from './pages/AccountPages';
export type { PageId } from './pages/pages.messages';

// Components (presentational; the layouts wire them).
export { LoadingCover, type LoadingCoverProps } from './LoadingCover';
export { MaintenanceScreen, type MaintenanceScreenProps } from './MaintenanceScreen';
export { RegionBlockedScreen, type RegionBlockedScreenProps } from './RegionBlockedScreen';
export { StartupErrorScreen, type StartupErrorScreenProps } from './StartupErrorScreen';
export { Header, type HeaderAccount, type HeaderProps } from './Header';
export { SideMenu, type SideMenuItem, type SideMenuProps, type SideMenuSection } from './SideMenu';
export { Footer, footerVendors, type FooterProps } from './Footer';
export { RightBar, type RightBarProps } from './RightBar';
export { QrCode, type QrCodeProps } from './QrCode';
export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect';
export { MemberCentre, type MemberCentreProps } from './MemberCentre';
export { AgentCentre, agentPagesFor, type AgentCentreProps } from './AgentCentre';

// Navigation, centres and popups state.
export { navItemsOf, productItemsOf, regroupVendorLanes, type NavItem, type NavKey } from './navigation/navItems';
export { useVendorLanes, vendorStorageKey } from './navigation/vendorLanes';
export type { ShellPath } from './navigation/paths';
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
export { useCentres } from './centres/useCentres';
export {
  agentCentreAtom,
  infoDialogAtom,
  memberCentreAtom,
  menuDrawerOpenAtom,
  realAccountNoticeAtom,
  sideMenuVisibleAtom,
  signOutConfirmAtom,
} from './state/shellAtoms';
