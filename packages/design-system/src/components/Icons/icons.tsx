// Icons the components share; decorative (aria-hidden), sized by the font and coloured by the text.
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

const base = {
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

/** Points towards the inline start in left-to-right; the caller flips it for right-to-left. */
export const ChevronStart = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
  </svg>
);

export const ChevronEnd = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M8.6 18.6 10 20l8-8-8-8-1.4 1.4 6.6 6.6z" />
  </svg>
);

export const PauseIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M6 5h4v14H6zm8 0h4v14h-4z" />
  </svg>
);

/** Media controls keep their shape in right-to-left, as on every media player. */
export const PlayIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M7 4.5v15L19.5 12z" />
  </svg>
);

/* Sign-in and follow-us brand glyphs, one colour (the text's). */

export const FacebookIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.3 4C12 4 10.5 5.4 10.5 8v2.5H8v3h2.5V21z" />
  </svg>
);

export const TwitterIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z" />
  </svg>
);

export const GoogleIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M21.6 10.2H12v3.9h5.5a5.6 5.6 0 0 1-2.4 3.5 6.6 6.6 0 0 1-3.1 1A7 7 0 0 1 12 5a6.7 6.7 0 0 1 4.6 1.8l2.9-2.8A10.6 10.6 0 0 0 12 1a11 11 0 1 0 0 22c3 0 5.6-1 7.4-2.8 2-1.9 2.7-4.6 2.7-7.3a11 11 0 0 0-.5-2.7" />
  </svg>
);

/** A favourite: filled when chosen, outlined when not (the toggle says which in its pressed state too). */
export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <svg {...base} {...props}>
    {filled ? (
      <path d="M12 21.2 10.6 20C5.4 15.3 2 12.2 2 8.4 2 5.3 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.3 22 8.4c0 3.8-3.4 6.9-8.6 11.6z" />
    ) : (
      <path d="M16.5 3c-1.7 0-3.4.8-4.5 2.1C10.9 3.8 9.2 3 7.5 3 4.4 3 2 5.3 2 8.4c0 3.8 3.4 6.9 8.6 11.6l1.4 1.2 1.4-1.2C18.6 15.3 22 12.2 22 8.4 22 5.3 19.6 3 16.5 3m-4.4 15.6-.1.1-.1-.1C7.1 14.2 4 11.4 4 8.4 4 6.4 5.5 5 7.5 5c1.5 0 3 1 3.6 2.4h1.9C13.5 6 15 5 16.5 5c2 0 3.5 1.4 3.5 3.4 0 3-3.1 5.8-7.9 10.2" />
    )}
  </svg>
);

/** Hot games: a flame. */
export const FlameIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M13.5 1.7s.7 2.6.7 4.7c0 2-1.3 3.6-3.3 3.6S7.5 8.4 7.5 6.4V6A10.3 10.3 0 0 0 5 12.7 7 7 0 0 0 19 12.7c0-4.4-2.1-8.3-5.5-11M11.8 20a3 3 0 0 1-3.1-3c0-1.5 1-2.6 2.6-3 1.7-.3 3.4-1.1 4.4-2.4.4 1.2.6 2.5.6 3.8a4.5 4.5 0 0 1-4.5 4.6" />
  </svg>
);

/** Recently played: a clock. */
export const ClockIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16m.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z" />
  </svg>
);
