// The pictures of the status screens: why the site, or a page, is not showing.
import { outline, type IconProps } from './glyph';

/** Closed for maintenance: a spanner. */
export const ToolsIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.4-.6-.6-2.4z" />
  </svg>
);

/** Not offered in the visitor's region: a globe struck through. */
export const GlobeBlockedIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18M5.6 5.6l12.8 12.8" />
  </svg>
);

/** No connection: the signal's arcs struck through. */
export const OfflineIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" />
    <circle cx="12" cy="19" r="1.25" fill="currentColor" stroke="none" />
    <path d="m3 3 18 18" />
  </svg>
);

/** Something went wrong: a warning triangle. */
export const AlertIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M12 3 2 20h20zM12 10v4M12 17h.01" />
  </svg>
);
