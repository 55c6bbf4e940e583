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
