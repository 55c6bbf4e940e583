// Marks inside controls: direction, close, choose, reveal.
import { control, solid, type IconProps } from './glyph';

/** Points towards the inline start in left-to-right; the caller flips it for right-to-left. */
export const ChevronStart = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
  </svg>
);

export const ChevronEnd = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M8.6 18.6 10 20l8-8-8-8-1.4 1.4 6.6 6.6z" />
  </svg>
);

/** Opens a list below; turned half round while the list is open. */
export const ChevronDownIcon = (props: IconProps) => (
  <svg {...control} {...props}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const ChevronUpIcon = (props: IconProps) => (
  <svg {...control} {...props}>
    <path d="m18 15-6-6-6 6" />
  </svg>
);

/** A symmetric cross, so it needs no mirroring in right-to-left. */
export const CloseIcon = (props: IconProps) => (
  <svg {...control} {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

/** The chosen option. */
export const CheckIcon = (props: IconProps) => (
  <svg {...control} strokeWidth={2.5} {...props}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

/** Shows or hides a password: an open eye, or one struck through. */
export const EyeIcon = ({ open = true, ...props }: IconProps & { open?: boolean }) => (
  <svg {...control} {...props}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {!open && <path d="m3 3 18 18" />}
  </svg>
);

/** Opens in a new window: an arrow out of a box, towards the inline end (the caller flips it for right-to-left). */
export const ExternalIcon = (props: IconProps) => (
  <svg {...control} viewBox="0 0 12 12" strokeWidth={1.25} strokeLinecap="butt" strokeLinejoin="miter" {...props}>
    <path d="M4.5 2.5h-2v7h7v-2M7 2.5h2.5V5M9.5 2.5 5.5 6.5" />
  </svg>
);

/** Media controls keep their shape in right-to-left, as on every media player. */
export const PauseIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M6 5h4v14H6zm8 0h4v14h-4z" />
  </svg>
);

export const PlayIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M7 4.5v15L19.5 12z" />
  </svg>
);
