// Contact and social networks, one colour (the text's): sign-in buttons, the footer and the right bar.
import { outline, solid, type IconProps } from './glyph';

export const FacebookIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.3 4C12 4 10.5 5.4 10.5 8v2.5H8v3h2.5V21z" />
  </svg>
);

export const TwitterIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z" />
  </svg>
);

export const GoogleIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M21.6 10.2H12v3.9h5.5a5.6 5.6 0 0 1-2.4 3.5 6.6 6.6 0 0 1-3.1 1A7 7 0 0 1 12 5a6.7 6.7 0 0 1 4.6 1.8l2.9-2.8A10.6 10.6 0 0 0 12 1a11 11 0 1 0 0 22c3 0 5.6-1 7.4-2.8 2-1.9 2.7-4.6 2.7-7.3a11 11 0 0 0-.5-2.7" />
  </svg>
);

export const YoutubeIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8M10 15V9l5.2 3z" />
  </svg>
);

export const TelegramIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M21.4 4.2 2.9 11.3c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.8-1.4-1.5M9.3 14.3l8.6-5.4c.4-.3.8-.1.5.2l-7 6.4-.3 3z" />
  </svg>
);

export const DiscordIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M19.3 5.3A17 17 0 0 0 15 4l-.5 1a15 15 0 0 0-5 0L9 4a17 17 0 0 0-4.3 1.3C2 9.4 1.3 13.4 1.6 17.3A17 17 0 0 0 6.9 20l1.1-1.8a11 11 0 0 1-1.7-.8l.4-.3a12 12 0 0 0 10.6 0l.4.3-1.7.8L17.1 20a17 17 0 0 0 5.3-2.7c.4-4.5-.7-8.5-3.1-12M8.7 15c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1m6.6 0c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1" />
  </svg>
);

export const InstagramIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17 7h.01" />
  </svg>
);

/** Customer service chat. */
export const ChatIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12" />
  </svg>
);

export const PhoneIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2" />
  </svg>
);

/** The app download's QR code. */
export const QrIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
  </svg>
);
