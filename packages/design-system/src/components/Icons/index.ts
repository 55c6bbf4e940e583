// The one icon set: every glyph the site draws, in modules by where it is used, so a part that loads later keeps
// its icons out of the first load.
export type { IconProps } from './glyph';
export {
  CheckIcon,
  ChevronDownIcon,
  ChevronEnd,
  ChevronStart,
  ChevronUpIcon,
  CloseIcon,
  ExternalIcon,
  EyeIcon,
  PauseIcon,
  PlayIcon,
} from './controls';
export { FlameIcon, HeartIcon } from './games';
export {
  ChatIcon,
  DiscordIcon,
  FacebookIcon,
  GoogleIcon,
  InstagramIcon,
  PhoneIcon,
  QrIcon,
  TelegramIcon,
  TwitterIcon,
  YoutubeIcon,
} from './social';
export {
  ClockIcon,
  DownloadIcon,
  GlobeIcon,
  HomeIcon,
  MenuIcon,
  RefreshIcon,
  SearchIcon,
  SidebarIcon,
  UserIcon,
} from './site';
export { AlertIcon, GlobeBlockedIcon, OfflineIcon, ToolsIcon } from './status';
