// The site's own places and actions: the header's buttons, the pages' headings.
import { outline, solid, type IconProps } from './glyph';

/** Opens the side menu. */
export const MenuIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

/** Folds or unfolds the side menu on wide screens. */
export const SidebarIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </svg>
);

export const UserIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

export const HomeIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M3 11 12 4l9 7M5 10v10h14V10" />
  </svg>
);

/** Reloads a figure (the balance). */
export const RefreshIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
  </svg>
);

export const DownloadIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
  </svg>
);

/** The languages: a globe. */
export const GlobeIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);

export const SearchIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3m0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10" />
  </svg>
);

/** Time: recently played games, a page that opens later. */
export const ClockIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20m0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16m1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7z" />
  </svg>
);
