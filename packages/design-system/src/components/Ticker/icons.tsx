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
